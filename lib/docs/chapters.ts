/** The user guide's module chapters (docs/guide/<locale>/modules/<chapter>.md), in the order /guide shows them. */
export const guideChapters = ["everyday", "purchasing", "delivery", "processing", "materials", "finance", "system"] as const;
export type GuideChapter = (typeof guideChapters)[number];
