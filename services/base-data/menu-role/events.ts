export const menuAuditEntity = "menu" as const;
export const roleAuditEntity = "role" as const;
