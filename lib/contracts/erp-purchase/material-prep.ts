import { z } from "zod/mini";
import { date, dateRangeFilters, decimal, filterText, idParam, positiveQty, requiredText, text } from "../common";
import { col, defineList, type FiltersOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { activePrepStatuses, materialPrepStatuses, type MaterialPrepStatus } from "./material-prep-values";

export { activePrepStatuses, materialPrepStatuses, type MaterialPrepStatus };

/**
 * Material preparation tasks (menu 53): the factory sets which material must be ready, how much and by
 * when, for a project or work order; each progress entry raises the prepared quantity until it is ready.
 * `overdueDays` counts from the ready-by date while the task is still open or in preparation.
 */
export const materialPrepList = defineList({
  service: "erp-purchase",
  path: "/material-prep",
  namespace: "materialPrep",
  summary: "Material preparation tasks: project, material, required and prepared quantity, ready-by date, status and overdue days",
  defaultSort: "readyBy",
  columns: {
    taskNo: col.text(),
    status: col.enum("materialPrepStatus", materialPrepStatuses, {
      tones: { open: "outline", preparing: "warning", ready: "success", cancelled: "secondary" },
    }),
    projectNo: col.text(),
    workOrder: col.text(),
    itemno: col.text(),
    itemdesc: col.text({ width: 24 }),
    unit: col.text(),
    requiredQty: col.decimal(),
    preparedQty: col.decimal(),
    progressPct: col.int(),
    readyBy: col.date(),
    overdueDays: col.int(),
    venno: col.text({ nullable: true, staffOnly: true }),
    vensname: col.text({ width: 20, nullable: true, staffOnly: true }),
    responsible: col.text({ width: 16 }),
    remark: col.text({ width: 24, hidden: true }),
    modifiedBy: col.text(),
    modifiedAt: col.datetime(),
  },
  filters: {
    taskNo: filterText(20),
    projectNo: filterText(30),
    itemno: filterText(30),
    status: z.optional(z.enum(materialPrepStatuses, "validation.status")),
    overdue: z.optional(z.enum(["true"], "validation.status")).check(z.describe("only tasks still open or in preparation past their ready-by date")),
    ...dateRangeFilters("readyBy"),
  },
});
export type MaterialPrepRow = z.infer<typeof materialPrepList.row>;
export type MaterialPrepFilters = FiltersOf<typeof materialPrepList>;

export const materialPrepBody = z.object({
  projectNo: requiredText(30, "validation.materialPrep.project"),
  workOrder: z._default(text(30), ""),
  itemno: requiredText(30, "validation.materialPrep.item"),
  itemdesc: requiredText(100, "validation.materialPrep.itemdesc"),
  unit: requiredText(10, "validation.materialPrep.unit"),
  requiredQty: positiveQty,
  readyBy: date,
  venno: z._default(text(20), "").check(z.describe("the responsible supplier's number, or empty when the factory prepares it alone")),
  responsible: requiredText(40, "validation.materialPrep.responsible"),
  remark: z._default(text(200, { multiline: true }), ""),
});
export type MaterialPrepInput = z.input<typeof materialPrepBody>;

export const materialPrepProgressBody = z.object({ qty: positiveQty, note: z._default(text(200, { multiline: true }), "") });
export const materialPrepCancelBody = z.object({ reason: requiredText(200, "validation.materialPrep.cancelReason", { multiline: true }) });

export const materialPrepEntry = z.object({
  id: z.number().check(z.int()),
  qty: decimal,
  preparedAfter: decimal,
  note: z.string(),
  enteredBy: z.string(),
  enteredAt: z.string(),
});
export type MaterialPrepEntry = z.infer<typeof materialPrepEntry>;

export const materialPrepDetail = z.extend(materialPrepList.row, {
  id: z.number().check(z.int()),
  cancelReason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  entries: z.array(materialPrepEntry),
});
export type MaterialPrepDetail = z.infer<typeof materialPrepDetail>;

const ops = serviceOps("erp-purchase");
export const materialPrepOps = {
  detail: ops.get("/material-prep/:id", { summary: "One preparation task with its progress entries", params: idParam, response: materialPrepDetail }),
  create: ops.post("/material-prep", { summary: "Set a material preparation task", body: materialPrepBody, response: materialPrepDetail }),
  update: ops.put("/material-prep/:id", {
    summary: "Change an open or in-preparation task; the required quantity cannot fall below what is prepared",
    params: idParam, body: materialPrepBody, response: materialPrepDetail,
  }),
  remove: ops.delete("/material-prep/:id", { summary: "Delete a task nothing has been prepared for; 409 once preparation started", params: idParam }),
  progress: ops.post("/material-prep/:id/progress", {
    summary: "Enter prepared quantity; the total never passes the required quantity, and reaching it makes the task ready",
    params: idParam, body: materialPrepProgressBody, response: materialPrepDetail,
  }),
  cancel: ops.post("/material-prep/:id/cancel", {
    summary: "Cancel an open or in-preparation task with a reason; 409 when ready or cancelled",
    params: idParam, body: materialPrepCancelBody, response: materialPrepDetail,
  }),
};
