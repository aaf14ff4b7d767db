export const itReportAuditEntity = "it_report" as const;
