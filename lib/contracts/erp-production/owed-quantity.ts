import { z } from "zod/mini";
import { auditResult, batchIds, batchResult, dateRangeFilters, filterText, idParam, requiredText } from "../common";
import { serviceOps } from "../kit/operation";
import { col, defineList, type FiltersOf } from "../kit/list";

/** An owed-quantity (shortfall) order waits for the supplier: confirmed, or disputed with a reason. */
export const owedStatuses = ["pending", "confirmed", "disputed"] as const;
export type OwedStatus = (typeof owedStatuses)[number];
export const owedLimits = { reason: 500 };

const qtyCol = col.decimal();

/**
 * Owed-quantity orders (docs/requirements.md §3): what a work order should have produced, what was
 * finished, what is owed and what is complemented (made up). The supplier confirms the shortfall or
 * disputes it with a reason.
 */
export const owedQuantityList = defineList({
  service: "erp-production",
  path: "/owed-quantity",
  namespace: "owedQuantity",
  summary: "Owed-quantity (shortfall) orders of the caller's scope",
  defaultSort: "-billDate",
  columns: {
    owedNo: col.text({ width: 16 }),
    billDate: col.date(),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    projectNo: col.text(),
    workNo: col.text(),
    owedItemNo: col.text(),
    owedItemName: col.text({ width: 24 }),
    owedType: col.text(),
    shouldQty: qtyCol,
    finishedQty: qtyCol,
    owedQty: qtyCol,
    complementQty: qtyCol,
    status: col.enum("owedStatus", owedStatuses, { tones: { pending: "warning", confirmed: "success", disputed: "destructive" } }),
    disputeReason: col.text({ nullable: true, width: 30 }),
    answeredBy: col.text({ nullable: true }),
    answeredAt: col.datetime({ nullable: true }),
  },
  filters: {
    ...dateRangeFilters("billDate"),
    venno: filterText(20).check(z.describe("supplier number")),
    owedNo: filterText().check(z.describe("owed-quantity order number prefix")),
    projectNo: filterText().check(z.describe("project number prefix")),
    workNo: filterText().check(z.describe("work number prefix")),
    status: z.optional(z.enum(owedStatuses, "validation.status")),
  },
});
export type OwedQuantityRow = z.infer<typeof owedQuantityList.row>;
export type OwedQuantityFilters = FiltersOf<typeof owedQuantityList>;

export const owedDisputeInput = z.object({ reason: requiredText(owedLimits.reason, "validation.owedQuantity.disputeReason", { multiline: true }) });
export type OwedDisputeInput = z.input<typeof owedDisputeInput>;
export const owedTransitionResult = z.object({ id: z.number().check(z.int()), status: z.enum(owedStatuses), answeredAt: z.string() });

/** Dashboard to-do: owed-quantity orders waiting for the supplier's confirmation (the link's filter). */
export const owedTodo = z.object({ pending: z.number().check(z.int()) });
export const owedTodoHref = "/processing/owed-quantity?status=pending";

const ops = serviceOps("erp-production");
export const owedQuantityOps = {
  todo: ops.get("/owed-quantity/todo", { summary: "Dashboard to-do: owed-quantity orders waiting for confirmation in the caller's scope", response: owedTodo }),
  confirm: ops.post("/owed-quantity/:id/confirm", { summary: "The supplier confirms the shortfall (pending → confirmed); 409 when already answered", params: idParam, response: owedTransitionResult }),
  dispute: ops.post("/owed-quantity/:id/dispute", { summary: "The supplier disputes the shortfall with a reason (pending → disputed); 409 when already answered", params: idParam, body: owedDisputeInput, response: owedTransitionResult }),
  batchConfirm: ops.post("/owed-quantity/batch/confirm", {
    summary: "Confirm several owed-quantity orders; each order's outcome is reported",
    body: z.object({ ids: batchIds }),
    response: batchResult,
  }),
  batchDispute: ops.post("/owed-quantity/batch/dispute", {
    summary: "Dispute several owed-quantity orders with one reason; each order's outcome is reported",
    body: z.object({ ids: batchIds, reason: owedDisputeInput.shape.reason }),
    response: batchResult,
  }),
  audit: ops.get("/owed-quantity/:id/audit", { summary: "History of an owed-quantity order", params: idParam, response: auditResult }),
};
