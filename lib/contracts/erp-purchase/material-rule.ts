import { z } from "zod/mini";
import { date, dateRangeFilters, decimal, filterText, idParam, requiredText, text } from "../common";
import { col, defineList, type FiltersOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { materialNoticeStatuses, type MaterialNoticeStatus } from "./material-rule-values";

export { materialNoticeStatuses, type MaterialNoticeStatus };

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
    responsible: filterText(40).check(z.describe("responsible person prefix")),
    materialType: filterText(40),
    enabled: z.optional(z.enum(["true", "false"], "validation.invalid")),
    effectiveOn: z.optional(date).check(z.describe("rules in effect on this date")),
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
    status: z.optional(z.enum(materialNoticeStatuses, "validation.status")),
    ...dateRangeFilters("noticeDate"),
  },
});
export type MaterialNoticeRow = z.infer<typeof materialNoticeList.row>;
export type MaterialNoticeFilters = FiltersOf<typeof materialNoticeList>;

const period = (v: { effectiveFrom: string; effectiveTo: string }, ctx: z.core.$RefinementCtx) => {
  if (v.effectiveFrom && v.effectiveTo && v.effectiveTo < v.effectiveFrom) {
    ctx.addIssue({ code: "custom", path: ["effectiveTo"], message: "validation.materialRule.periodOrder" });
  }
};
export const materialRuleBody = z.object({
    venno: requiredText(20, "validation.materialRule.supplier"),
    materialType: requiredText(40, "validation.materialRule.materialType"),
    responsible: requiredText(40, "validation.materialRule.responsible"),
    effectiveFrom: date,
    effectiveTo: date,
    horizonDays: z._default(z.number("validation.invalidType").check(
      z.int("validation.materialRule.horizon"),
      z.gte(0, "validation.materialRule.horizon"),
      z.lte(90, "validation.materialRule.horizon"),
    ), 7),
    enabled: z._default(z.boolean(), true),
    remark: z._default(text(200, { multiline: true }), ""),
  }).check(z.superRefine(period));
export type MaterialRuleInput = z.input<typeof materialRuleBody>;

export const materialRuleDetail = z.extend(materialRuleList.row, { id: z.number().check(z.int()) });
export type MaterialRuleDetail = z.infer<typeof materialRuleDetail>;

export const materialNoticeLine = z.object({
  pono: z.string(),
  lineNo: z.number().check(z.int()),
  itemno: z.string(),
  itemdesc: z.string(),
  unit: z.string(),
  remainQty: decimal,
  deldate: z.string(),
});
export const materialNoticeDetail = z.extend(materialNoticeList.row, {
  id: z.number().check(z.int()),
  lines: z.array(materialNoticeLine),
  acknowledgedBy: z.string(),
});
export type MaterialNoticeDetail = z.infer<typeof materialNoticeDetail>;

export const materialNoticeGenerated = z.object({ notices: z.number().check(z.int()), lines: z.number().check(z.int()) });

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
