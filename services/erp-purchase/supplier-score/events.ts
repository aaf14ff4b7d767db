export const supplierScoreAuditEntity = "supplier_score" as const;
export const scoreSettingsAuditEntity = "score_settings" as const;
