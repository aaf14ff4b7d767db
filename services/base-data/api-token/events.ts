export const apiTokenAuditEntity = "api_token" as const;
