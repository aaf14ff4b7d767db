export const sendplanLocationAuditEntity = "sendplan_location" as const;
