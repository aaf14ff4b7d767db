export const helpDocumentAuditEntity = "help-document" as const;
export const helpChannelsAuditEntity = "help-channels" as const;
