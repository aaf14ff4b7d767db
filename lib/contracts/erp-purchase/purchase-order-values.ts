/** The PO list's filter-only value lists, plain data apart from its contract (which re-exports them). */

/** Warning filters of the dashboard: open lines due within 14 days, or past their delivery date. */
export const dueFilters = ["soon", "overdue"] as const;
export const dueHorizonDays = 14;
/** Lines waiting for the buyer: a partial, back-ordered or declined confirmation not yet answered. */
export const awaitingFilters = ["answer"] as const;
