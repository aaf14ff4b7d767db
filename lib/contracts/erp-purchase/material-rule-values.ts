/** The material delivery notice's statuses, plain data apart from its contract (which re-exports them). */
export const materialNoticeStatuses = ["sent", "acknowledged"] as const;
export type MaterialNoticeStatus = (typeof materialNoticeStatuses)[number];
