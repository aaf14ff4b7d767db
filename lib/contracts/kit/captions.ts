/**
 * Message keys and value lists that client components read without the contracts' schemas (and so without
 * zod): the contracts build on them and re-export them.
 */
export const enumCaption = (name: string, value: string) => `enums.${name}.${value}`;
export const columnCaption = (namespace: string, field: string) => `${namespace}.columns.${field}`;
/** The caption of a field of a record's lines (a receipt's, a notice's), beside its list's `columns`. */
export const lineCaption = (namespace: string, field: string) => `${namespace}.lineColumns.${field}`;
