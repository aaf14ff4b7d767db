export const dictionaryTypeAuditEntity = "dictionary-type" as const;
export const dictionaryItemAuditEntity = "dictionary-item" as const;
