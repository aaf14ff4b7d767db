export const vmiMaterialAuditEntity = "vmi_material" as const;
