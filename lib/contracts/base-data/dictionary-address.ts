/**
 * Where a code list's items are read: the dictionary contract declares its operation at this address, and
 * the captions and selects of every page call it here, without loading the contract's schemas.
 */
export const dictionaryItemsAt = { service: "base-data", method: "get", path: "/dictionary/:type/items" } as const;
