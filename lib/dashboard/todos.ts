import "server-only";
import type { DashboardContext } from "./context";

export type TodoKind = "newProcessingOrders" | "owedQuantityConfirm" | "deductionConfirm";

export interface TodoItem {
  kind: TodoKind;
  /** How many items wait for the user (the service's count, scoped to the user's supplier or company). */
  count: number;
  /** The list the item opens, filtered to what needs doing. */
  href: string;
}

/**
 * Dashboard seam — to-do tasks (docs/requirements.md §1): new processing orders to receive, owed-quantity orders and deduction
 * bills to confirm. The outsourced-processing and owed-quantity modules fill this: call their services with
 * `ctx.erpToken` and return one TodoItem per kind with a count above zero. Until they exist there is honestly
 * nothing to do, so it returns an empty list and the dashboard shows its "no to-do tasks" state.
 */
export async function getTodoTasks(ctx: DashboardContext): Promise<TodoItem[]> {
  void ctx;
  return [];
}
