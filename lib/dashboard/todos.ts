import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps, todoHref } from "@/lib/contracts/erp-production/processing-order";
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
 * `ctx.erpToken` and return one TodoItem per kind with a count above zero. New processing orders come from
 * erp-production; owed-quantity and deduction confirmations are added when their modules exist.
 */
export async function getTodoTasks(ctx: DashboardContext): Promise<TodoItem[]> {
  const items: TodoItem[] = [];
  if (hasRights(ctx.user, [rights.processingOrder.view])) {
    const res = await callOpJson(processingOrderOps.todo, { token: ctx.erpToken, locale: ctx.locale });
    if (res.returnCode === 200 && res.data && res.data.newOrders > 0) items.push({ kind: "newProcessingOrders", count: res.data.newOrders, href: todoHref });
  }
  return items;
}
