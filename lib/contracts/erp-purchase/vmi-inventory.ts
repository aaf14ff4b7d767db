import { z } from "zod/mini";
import { dateRangeFilters, decimal, filterText, idParam, positiveQty, price, qty, requiredText, text } from "../common";
import { decCmp } from "../decimal";
import { col, defineList, type FiltersOf } from "../kit/list";
import { serviceOps } from "../kit/operation";

/** A material's VMI stock against its agreed levels: below the minimum it needs replenishment. */
export const vmiStockStates = ["below_min", "ok", "above_max"] as const;
export type VmiStockState = (typeof vmiStockStates)[number];
export const vmiMovementKinds = ["receipt", "consumption"] as const;
export type VmiMovementKind = (typeof vmiMovementKinds)[number];

/**
 * VMI materials: one consignment agreement per supplier and material (levels and agreed price), with the
 * on-hand summed over its locations and the replenishment suggestion (up to the maximum) below the minimum.
 */
export const vmiInventoryList = defineList({
  service: "erp-purchase",
  path: "/vmi-inventory",
  namespace: "vmiInventory",
  summary: "VMI materials per supplier: on-hand over all locations, min/max levels, replenishment suggestion",
  defaultSort: "itemno",
  columns: {
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    itemno: col.text(),
    itemdesc: col.text({ width: 30 }),
    unit: col.text(),
    onHand: col.decimal(),
    minQty: col.decimal(),
    maxQty: col.decimal(),
    suggestedQty: col.decimal(),
    stockState: col.enum("vmiStockState", vmiStockStates, { tones: { below_min: "destructive", ok: "success", above_max: "warning" } }),
    agreedPrice: col.decimal(),
    currency: col.text(),
    defaultLocation: col.text({ hidden: true }),
    lastMovedAt: col.datetime({ nullable: true }),
    supplierId: col.int({ internal: true }),
  },
  filters: {
    itemno: filterText().check(z.describe("material code prefix")),
    venno: filterText(20),
    stockState: z.optional(z.enum(vmiStockStates, "validation.status")),
  },
});
export type VmiMaterialRow = z.infer<typeof vmiInventoryList.row>;
export type VmiInventoryFilters = FiltersOf<typeof vmiInventoryList>;

/** Every receipt into and consumption from VMI stock; on-hand is their sum per material and location. */
export const vmiMovementList = defineList({
  service: "erp-purchase",
  path: "/vmi-inventory/movements",
  namespace: "vmiInventory",
  summary: "VMI movements (receipts and consumptions) with the on-hand each produced",
  defaultSort: "-movedAt",
  columns: {
    movementNo: col.text(),
    kind: col.enum("vmiMovementKind", vmiMovementKinds, { tones: { receipt: "success", consumption: "secondary" } }),
    moveDate: col.date(),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    itemno: col.text(),
    itemdesc: col.text({ width: 30 }),
    location: col.text(),
    qty: col.decimal(),
    onHandAfter: col.decimal(),
    unitPrice: col.decimal(),
    amount: col.money(),
    reference: col.text(),
    movedBy: col.text(),
    movedAt: col.datetime(),
  },
  filters: {
    itemno: filterText(),
    venno: filterText(20),
    location: filterText(),
    kind: z.optional(z.enum(vmiMovementKinds, "validation.status")),
    ...dateRangeFilters("moveDate"),
  },
});
export type VmiMovementRow = z.infer<typeof vmiMovementList.row>;
export type VmiMovementFilters = FiltersOf<typeof vmiMovementList>;

export const vmiCurrencies = ["CNY", "USD", "VND", "EUR", "JPY"] as const;
const location = requiredText(40, "validation.vmiInventory.location");

/** The agreement of a VMI material: levels, the agreed tax-inclusive unit price its consumption is invoiced at. */
const materialShape = {
  itemdesc: requiredText(200, "validation.vmiInventory.itemdesc"),
  unit: requiredText(20, "validation.vmiInventory.unit"),
  minQty: qty,
  maxQty: qty,
  agreedPrice: price.check(z.refine((v) => !/^\d+(\.\d+)?$/.test(v) || decCmp(v, "0") > 0, "validation.price.positive")),
  currency: z._default(z.enum(vmiCurrencies, "validation.invalid"), "CNY"),
  defaultLocation: location,
};
const levelsInOrder = (v: { minQty: string; maxQty: string }, ctx: z.core.$RefinementCtx) => {
  if (/^\d+(\.\d+)?$/.test(v.minQty) && /^\d+(\.\d+)?$/.test(v.maxQty) && decCmp(v.minQty, v.maxQty) > 0) {
    ctx.addIssue({ code: "custom", path: ["maxQty"], message: "validation.vmiInventory.maxBelowMin" });
  }
};
export const vmiMaterialBody = z.object(materialShape).check(z.superRefine(levelsInOrder));
export const vmiMaterialCreate = z.object({ venno: requiredText(20, "validation.vmiInventory.supplier"), itemno: requiredText(40, "validation.vmiInventory.itemno"), ...materialShape }).check(z.superRefine(levelsInOrder));
export type VmiMaterialInput = z.input<typeof vmiMaterialBody>;

export const vmiMovementBody = z.object({
  location,
  qty: positiveQty,
  reference: z._default(text(60), ""),
});
export type VmiMovementInput = z.input<typeof vmiMovementBody>;

export const vmiStockLine = z.object({ location: z.string(), onHand: decimal, lastMovedAt: z.nullable(z.string()) });
export const vmiMaterialDetail = z.extend(vmiInventoryList.row, { stock: z.array(vmiStockLine) });
export type VmiMaterialDetail = z.infer<typeof vmiMaterialDetail>;

export const vmiMovementAnswer = z.object({
  id: z.number().check(z.int()),
  movementNo: z.string(),
  kind: z.enum(vmiMovementKinds),
  location: z.string(),
  qty: decimal,
  onHandAfter: decimal,
  materialOnHand: decimal,
  stockState: z.enum(vmiStockStates),
  suggestedQty: decimal,
});
export type VmiMovementAnswer = z.infer<typeof vmiMovementAnswer>;

const ops = serviceOps("erp-purchase");
export const vmiInventoryOps = {
  detail: ops.get("/vmi-inventory/:id", {
    summary: "One VMI material with its on-hand per location",
    params: idParam,
    response: vmiMaterialDetail,
  }),
  create: ops.post("/vmi-inventory", {
    summary: "Agree a VMI material with a supplier: levels, agreed price, default location",
    body: vmiMaterialCreate,
    response: vmiMaterialDetail,
  }),
  update: ops.put("/vmi-inventory/:id", {
    summary: "Change a VMI material's levels, agreed price (for later consumption) or default location",
    params: idParam,
    body: vmiMaterialBody,
    response: vmiMaterialDetail,
  }),
  receive: ops.post("/vmi-inventory/:id/receipt", {
    summary: "The warehouse receives the supplier's delivery into VMI stock at a location",
    params: idParam,
    body: vmiMovementBody,
    response: vmiMovementAnswer,
  }),
  consume: ops.post("/vmi-inventory/:id/consumption", {
    summary: "The factory draws from VMI stock at a location; never below zero; priced at the agreed price",
    params: idParam,
    body: vmiMovementBody,
    response: vmiMovementAnswer,
  }),
};
