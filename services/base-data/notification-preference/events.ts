export const notificationPreferenceAuditEntity = "notification_preference" as const;
