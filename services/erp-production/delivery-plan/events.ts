export const deliveryPlanAuditEntity = "delivery_plan" as const;
