export const collectionOrderAuditEntity = "collection_order" as const;
