export const materialPrepAuditEntity = "material_prep" as const;
