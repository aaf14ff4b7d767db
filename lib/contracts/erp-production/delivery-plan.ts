import { z } from "zod/mini";
import { date, datePreset, dateRangeFilters, decimal, filterText, idParam, presetRange, requiredText } from "../common";
import { serviceOps } from "../kit/operation";
import { col, defineList, type FiltersOf } from "../kit/list";

/** A customer delivery notice (plan): entered by sales or planning, released, then confirmed by the warehouse. */
export const planStatuses = ["draft", "released", "confirmed"] as const;
export type PlanStatus = (typeof planStatuses)[number];

const q = col.decimal();

/** The delivery plan list (docs/requirements.md §3 "Delivery notice (plan)"): one row per notice line. */
export const deliveryPlanList = defineList({
  service: "erp-production",
  path: "/delivery-plan",
  namespace: "deliveryPlan",
  summary: "Customer delivery notices (plans), one row per notice line",
  defaultSort: "-sendDate",
  columns: {
    noticeNo: col.text({ width: 16 }),
    sendDate: col.date(),
    status: col.enum("planStatus", planStatuses, { tones: { draft: "outline", released: "warning", confirmed: "success" } }),
    enteredBy: col.text(),
    enteredAt: col.datetime(),
    checkedBy: col.text({ nullable: true }),
    checkedAt: col.datetime({ nullable: true }),
    customerNo: col.text(),
    customerName: col.text({ width: 20 }),
    customerPo: col.text(),
    orderNo: col.text(),
    projectNo: col.text(),
    productCode: col.text(),
    specs: col.text(),
    productName: col.text({ width: 20 }),
    orderQty: q,
    unsentQty: q,
    storeArea: col.text(),
    currentStock: col.decimal({ sortable: false }),
    sendNowQty: q,
    spareQty: q,
    remark: col.text({ width: 20 }),
    planId: col.int({ internal: true }),
  },
  filters: {
    ...dateRangeFilters("sendDate"),
    noticeNo: filterText().check(z.describe("notice number prefix")),
    customerNo: filterText().check(z.describe("customer number")),
    productCode: filterText().check(z.describe("product code prefix")),
    status: z.optional(z.enum(planStatuses, "validation.status")),
    due: z.optional(z.enum(["soon", "overdue"], "validation.status")).check(z.describe("released or confirmed lines with something unsent, due within two weeks or overdue")),
  },
});
export type DeliveryPlanRow = z.infer<typeof deliveryPlanList.row>;
export type DeliveryPlanFilters = FiltersOf<typeof deliveryPlanList>;

export const planTransitionResult = z.object({ id: z.number().check(z.int()), noticeNo: z.string(), status: z.enum(planStatuses) });

/** /SendPlan/Details: the plan per send date and customer, with quantities summed over the notice lines. */
export const planDetailsQuery = z.object({
  from: z.optional(date),
  to: z.optional(date),
  range: z.optional(datePreset),
  customerNo: filterText().check(z.describe("customer number")),
});
/** The details' dates: a preset range, else from/to (either side defaulting to the next half month's). */
export function presetRangeOf(q: { from?: string; to?: string; range?: z.infer<typeof datePreset> }, today: string): { from: string; to: string } {
  if (q.range) return presetRange(q.range, today);
  const d = presetRange("nextHalfMonth", today);
  return { from: q.from ?? (q.to && q.to < d.from ? q.to : d.from), to: q.to ?? (q.from && q.from > d.to ? q.from : d.to) };
}
export const planDetailsLine = z.object({
  planId: z.number().check(z.int()),
  noticeNo: z.string(),
  status: z.enum(planStatuses),
  orderNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  sendNowQty: decimal,
  unsentQty: decimal,
  currentStock: decimal,
});
export const planDetailsGroup = z.object({
  sendDate: z.string(),
  customerNo: z.string(),
  customerName: z.string(),
  sendNowQty: decimal,
  unsentQty: decimal,
  lines: z.array(planDetailsLine),
});
export const planDetails = z.object({ from: z.string(), to: z.string(), truncated: z.boolean(), groups: z.array(planDetailsGroup) });
export type PlanDetails = z.infer<typeof planDetails>;

/** Dashboard warnings for internal staff: plans due within two weeks, and overdue plans (send date past, quantity unsent). */
export const planWarnings = z.object({ dueSoon: z.number().check(z.int()), overdue: z.number().check(z.int()) });

/** The create flow's first step: a confirmed notice's customers and lines by notice number. */
export const lookupQuery = z.object({ noticeNo: requiredText(30, "validation.deliveryNote.noticeNo") });
export const lookupLine = z.object({
  planLineId: z.number().check(z.int()),
  customerId: z.number().check(z.int()),
  orderNo: z.string(),
  customerPo: z.string(),
  projectNo: z.string(),
  customerPartNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  specs: z.string(),
  category: z.string(),
  itemNo: z.string(),
  unit: z.string(),
  storeArea: z.string(),
  orderQty: decimal,
  unsentQty: decimal,
  neededQty: decimal,
  returnsQty: decimal,
  sendNowQty: decimal,
  spareUnsentQty: decimal,
  perPackQty: decimal,
});
export const lookupCustomer = z.object({
  id: z.number().check(z.int()),
  customerNo: z.string(),
  name: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  deliveryUnit: z.string(),
  settlementLegalPerson: z.string(),
});
export const lookupResult = z.object({
  planId: z.number().check(z.int()),
  noticeNo: z.string(),
  sendDate: z.string(),
  customers: z.array(lookupCustomer),
  lines: z.array(lookupLine),
});
export type LookupResult = z.infer<typeof lookupResult>;
export type LookupLine = z.infer<typeof lookupLine>;

const ops = serviceOps("erp-production");
export const deliveryPlanOps = {
  release: ops.post("/delivery-plan/:id/release", { summary: "Release a drafted notice (draft → released); 409 otherwise", params: idParam, response: planTransitionResult }),
  confirm: ops.post("/delivery-plan/:id/confirm", { summary: "Warehouse confirmation of a released notice (released → confirmed); 409 otherwise", params: idParam, response: planTransitionResult }),
  details: ops.get("/delivery-plan/details", { summary: "The plan per send date and customer (/SendPlan/Details)", query: planDetailsQuery, response: planDetails }),
  warnings: ops.get("/delivery-plan/warnings", { summary: "Dashboard warnings: plans due within two weeks and overdue plans", response: planWarnings }),
  lookup: ops.get("/delivery-plan/lookup", { summary: "A confirmed notice's customers and open lines by notice number (delivery note create flow)", query: lookupQuery, response: lookupResult }),
};
