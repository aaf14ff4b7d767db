/** The preparation task's statuses, plain data apart from its contract (which re-exports them). */
export const materialPrepStatuses = ["open", "preparing", "ready", "cancelled"] as const;
export type MaterialPrepStatus = (typeof materialPrepStatuses)[number];
/** Statuses in which preparation goes on: progress can be entered, the task edited or cancelled. */
export const activePrepStatuses = ["open", "preparing"] as const satisfies readonly MaterialPrepStatus[];
