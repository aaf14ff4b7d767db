export const materialRuleAuditEntity = "material_rule" as const;
export const materialNoticeAuditEntity = "material_notice" as const;
