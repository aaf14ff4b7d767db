import { z } from "zod";
import { date, datePreset, decimal, filterText, idParam, requiredText, text } from "../common";
import { col, defineList, type FiltersOf } from "../kit/list";
import { serviceOps } from "../kit/operation";

export const materialNoticeStatuses = ["sent", "acknowledged"] as const;
export type MaterialNoticeStatus = (typeof materialNoticeStatuses)[number];

/**
 * Material delivery rules (SPEC §3 Rules table): which supplier must deliver which material type in which
 * period, with the person responsible. A rule with a horizon turns the supplier's open order lines of that
 * type, due within the horizon, into a material delivery notice.
 */
export const materialRuleList = defineList({
  service: "erp-purchase",
  path: "/material-rule",
  namespace: "materialRule",
  summary: "Material delivery rules: supplier, material type, effective period, responsible person, enabled",
  defaultSort: "-modifiedAt",
  columns: {
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    materialType: col.text({ dictionary: "material-type" }),
    responsible: col.text({ width: 16 }),
    effectiveFrom: col.date(),
    effectiveTo: col.date(),
    horizonDays: col.int(),
    enabled: col.flag(),
    remark: col.text({ width: 24, hidden: true }),
    createdBy: col.text(),
    modifiedBy: col.text(),
    modifiedAt: col.datetime(),
    supplierId: col.int({ internal: true }),
  },
  filters: {
    venno: filterText(20),
    responsible: filterText(40).describe("responsible person prefix"),
    materialType: filterText(40),
    enabled: z.enum(["true", "false"], "validation.invalid").optional(),
    effectiveOn: date.optional().describe("rules in effect on this date"),
  },
});
export type MaterialRuleRow = z.infer<typeof materialRuleList.row>;
export type MaterialRuleFilters = FiltersOf<typeof materialRuleList>;

/** Material delivery notices, each from one rule: the open lines the supplier must deliver, sent to it. */
export const materialNoticeList = defineList({
  service: "erp-purchase",
  path: "/material-rule/notices",
  namespace: "materialRule",
  summary: "Material delivery notices generated from the rules and the open order lines, per supplier",
  defaultSort: "-noticeNo",
  columns: {
    noticeNo: col.text(),
    noticeDate: col.date(),
    status: col.enum("materialNoticeStatus", materialNoticeStatuses, { tones: { sent: "warning", acknowledged: "success" } }),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    materialType: col.text({ dictionary: "material-type" }),
    responsible: col.text({ width: 16 }),
    lineCount: col.int(),
    dueBy: col.date(),
    acknowledgedAt: col.datetime({ nullable: true }),
    supplierId: col.int({ internal: true }),
  },
  filters: {
    noticeNo: filterText(20),
    venno: filterText(20),
    status: z.enum(materialNoticeStatuses, "validation.status").optional(),
    noticeDateFrom: date.optional(),
    noticeDateTo: date.optional(),
    noticeDateRange: datePreset.optional(),
  },
});
export type MaterialNoticeRow = z.infer<typeof materialNoticeList.row>;
export type MaterialNoticeFilters = FiltersOf<typeof materialNoticeList>;

const period = (v: { effectiveFrom: string; effectiveTo: string }, ctx: z.RefinementCtx) => {
  if (v.effectiveFrom && v.effectiveTo && v.effectiveTo < v.effectiveFrom) {
    ctx.addIssue({ code: "custom", path: ["effectiveTo"], message: "validation.materialRule.periodOrder" });
  }
};
export const materialRuleBody = z
  .object({
    venno: requiredText(20, "validation.materialRule.supplier"),
    materialType: requiredText(40, "validation.materialRule.materialType"),
    responsible: requiredText(40, "validation.materialRule.responsible"),
    effectiveFrom: date,
    effectiveTo: date,
    horizonDays: z.number("validation.invalidType").int("validation.materialRule.horizon").min(0, "validation.materialRule.horizon").max(90, "validation.materialRule.horizon").default(7),
    enabled: z.boolean().default(true),
    remark: text(200).default(""),
  })
  .superRefine(period);
export type MaterialRuleInput = z.input<typeof materialRuleBody>;

export const materialRuleDetail = materialRuleList.row.extend({ id: z.number().int() });
export type MaterialRuleDetail = z.infer<typeof materialRuleDetail>;

export const materialNoticeLine = z.object({
  pono: z.string(),
  lineNo: z.number().int(),
  itemno: z.string(),
  itemdesc: z.string(),
  unit: z.string(),
  remainQty: decimal,
  deldate: z.string(),
});
export const materialNoticeDetail = materialNoticeList.row.extend({
  id: z.number().int(),
  lines: z.array(materialNoticeLine),
  acknowledgedBy: z.string(),
});
export type MaterialNoticeDetail = z.infer<typeof materialNoticeDetail>;

export const materialNoticeGenerated = z.object({ notices: z.number().int(), lines: z.number().int() });

const ops = serviceOps("erp-purchase");
export const materialRuleOps = {
  detail: ops.get("/material-rule/:id", { summary: "One material delivery rule", params: idParam, response: materialRuleDetail }),
  create: ops.post("/material-rule", { summary: "Add a material delivery rule for an enabled supplier", body: materialRuleBody, response: materialRuleDetail }),
  update: ops.put("/material-rule/:id", { summary: "Change a material delivery rule", params: idParam, body: materialRuleBody, response: materialRuleDetail }),
  remove: ops.delete("/material-rule/:id", { summary: "Delete a rule (its notices stay)", params: idParam }),
  generate: ops.post("/material-rule/notices/generate", {
    summary: "Send today's material delivery notices: per enabled rule in effect, the supplier's open lines of the type due within the horizon, each line at most once a day",
    response: materialNoticeGenerated,
  }),
  notice: ops.get("/material-rule/notices/:id", { summary: "One material delivery notice with its lines", params: idParam, response: materialNoticeDetail }),
  acknowledge: ops.post("/material-rule/notices/:id/acknowledge", { summary: "The supplier acknowledges a notice", params: idParam, response: materialNoticeDetail }),
};
