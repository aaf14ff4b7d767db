import { z } from "zod";

/**
 * Open PO lines (not completed, not rejected, something left to send) of the caller's scope:
 * dueSoon = delivery date from today to today + 14 days, overdue = delivery date before today.
 * Link to the list with `due=soon` / `due=overdue`. Needs 21_view; call it only when options hold it.
 */
export const dashboardWarnings = z.object({
  dueSoon: z.number().int(),
  overdue: z.number().int(),
  horizonDays: z.number().int(),
  today: z.string(),
});
export type DashboardWarnings = z.infer<typeof dashboardWarnings>;
