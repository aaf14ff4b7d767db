import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps, todoHref } from "@/lib/contracts/erp-production/processing-order";
import { owedQuantityOps, owedTodoHref } from "@/lib/contracts/erp-production/owed-quantity";
import { deductionBillOps, deductionTodoHref } from "@/lib/contracts/erp-production/deduction-bill";
import { purchaseOrderList } from "@/lib/contracts/erp-purchase/purchase-order";
import { deliveryNoticeList } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { DashboardContext } from "./context";

/** What waits for internal staff: a filtered list, counted with the filter it opens with. */
const staffTodos = {
  linesToAnswer: { list: purchaseOrderList, page: "/purchase/order", query: { awaiting: "answer" } },
  declinedLines: { list: purchaseOrderList, page: "/purchase/order", query: { receiveStatus: "rejected", completeStatus: "open" } },
  noticesArriving: { list: deliveryNoticeList, page: "/delivery/notice", query: { status: "open" } },
} as const;
type StaffTodo = keyof typeof staffTodos;
const hrefOf = (kind: StaffTodo) => `${staffTodos[kind].page}?${new URLSearchParams(staffTodos[kind].query)}`;

export type TodoKind = "newProcessingOrders" | "owedQuantityConfirm" | "deductionConfirm" | "deductionAnswer" | StaffTodo;

export interface TodoItem {
  kind: TodoKind;
  /** How many items wait for the user (the service's count, scoped to the user's supplier or company). */
  count: number;
  /** The list the item opens, filtered to what needs doing. */
  href: string;
}

/** The capped count of a filtered list, or null when the call fails. */
type Counted = Promise<number | null>;
const countOf = (call: Promise<{ returnCode: number; data?: { total: number | null } | null }>): Counted =>
  call.then((r) => (r.returnCode === 200 && r.data ? (r.data.total ?? 0) : null), () => null);

/**
 * Dashboard seam — to-do tasks (docs/requirements.md §1). A supplier: new processing orders to receive,
 * owed-quantity orders and deduction bills to confirm. Internal staff: order lines whose confirmation waits
 * for an answer, declined lines still open, delivery notices arriving, disputed deduction bills. Each count
 * comes from its service with the session's token, in parallel; one item per kind the user may see, shown at 0
 * too (the to-do parts of the requirements stay on the dashboard), linking to the filtered list.
 */
export async function getTodoTasks(ctx: DashboardContext): Promise<TodoItem[]> {
  const call = { token: ctx.erpToken, locale: ctx.locale };
  const internal = ctx.user.userType !== "supplier";
  const count = (kind: StaffTodo) => countOf(callOpJson(staffTodos[kind].list.list, { ...call, query: { limit: 1, ...staffTodos[kind].query } as never }));
  const buyer = internal && hasRights(ctx.user, [rights.purchaseOrder.view]);
  const [orders, owed, deductions, linesToAnswer, declinedLines, noticesArriving] = await Promise.all([
    hasRights(ctx.user, [rights.processingOrder.view]) ? callOpJson(processingOrderOps.todo, call) : null,
    hasRights(ctx.user, [rights.owedQuantity.view]) ? callOpJson(owedQuantityOps.todo, call) : null,
    hasRights(ctx.user, [rights.deductionBill.view]) ? callOpJson(deductionBillOps.todo, call) : null,
    buyer ? count("linesToAnswer") : null,
    buyer ? count("declinedLines") : null,
    internal && hasRights(ctx.user, [rights.deliveryNotice.view]) ? count("noticesArriving") : null,
  ]);
  const items: TodoItem[] = [];
  if (orders?.returnCode === 200 && orders.data) items.push({ kind: "newProcessingOrders", count: orders.data.newOrders, href: todoHref });
  if (owed?.returnCode === 200 && owed.data) items.push({ kind: "owedQuantityConfirm", count: owed.data.pending, href: owedTodoHref });
  if (deductions?.returnCode === 200 && deductions.data) {
    const kind = deductions.data.status === "disputed" ? "deductionAnswer" : "deductionConfirm";
    items.push({ kind, count: deductions.data.count, href: deductionTodoHref(deductions.data.status) });
  }
  const counted = { linesToAnswer, declinedLines, noticesArriving };
  for (const kind of Object.keys(counted) as Array<keyof typeof counted>) {
    const n = counted[kind];
    if (n !== null) items.push({ kind, count: n, href: hrefOf(kind) });
  }
  return items;
}
