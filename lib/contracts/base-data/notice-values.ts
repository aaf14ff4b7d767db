/**
 * The notice's value lists, plain data apart from its contract (notice.ts builds its schemas from them and
 * re-exports them), so that the notice board's filters load no schema.
 */

/** docs/requirements.md §3 Notice: importance, template and status. */
export const noticeLevels = ["ordinary", "important", "critical"] as const;
export type NoticeLevel = (typeof noticeLevels)[number];
export const noticeTemplates = ["ordinary", "multimedia"] as const;
export const noticeStatuses = ["valid", "invalid"] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];
/** docs/requirements.md §9 notice date filters, by display start. */
export const noticeRanges = ["lastWeek", "lastMonth", "lastThreeMonths"] as const;
