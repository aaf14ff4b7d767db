import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps, todoHref } from "@/lib/contracts/erp-production/processing-order";
import { owedQuantityOps, owedTodoHref } from "@/lib/contracts/erp-production/owed-quantity";
import { deductionBillOps, deductionTodoHref } from "@/lib/contracts/erp-production/deduction-bill";
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
 * bills to confirm (for a buyer: disputed deduction bills to answer). Each count comes from erp-production with
 * `ctx.erpToken`, in parallel; one TodoItem per kind with a count above zero, linking to the filtered list.
 */
export async function getTodoTasks(ctx: DashboardContext): Promise<TodoItem[]> {
  const call = { token: ctx.erpToken, locale: ctx.locale };
  const [orders, owed, deductions] = await Promise.all([
    hasRights(ctx.user, [rights.processingOrder.view]) ? callOpJson(processingOrderOps.todo, call) : null,
    hasRights(ctx.user, [rights.owedQuantity.view]) ? callOpJson(owedQuantityOps.todo, call) : null,
    hasRights(ctx.user, [rights.deductionBill.view]) ? callOpJson(deductionBillOps.todo, call) : null,
  ]);
  const items: TodoItem[] = [];
  if (orders?.returnCode === 200 && orders.data && orders.data.newOrders > 0) items.push({ kind: "newProcessingOrders", count: orders.data.newOrders, href: todoHref });
  if (owed?.returnCode === 200 && owed.data && owed.data.pending > 0) items.push({ kind: "owedQuantityConfirm", count: owed.data.pending, href: owedTodoHref });
  if (deductions?.returnCode === 200 && deductions.data && deductions.data.count > 0) {
    items.push({ kind: "deductionConfirm", count: deductions.data.count, href: deductionTodoHref(deductions.data.status) });
  }
  return items;
}
