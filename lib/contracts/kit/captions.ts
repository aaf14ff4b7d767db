/**
 * Message keys and value lists that client components read without the contracts' schemas (and so without
 * zod): the contracts build on them and re-export them.
 */
export const enumCaption = (name: string, value: string) => `enums.${name}.${value}`;
export const columnCaption = (namespace: string, field: string) => `${namespace}.columns.${field}`;

/** docs/requirements.md §9 date filter ranges; resolved on the server against the database's current date. */
export const datePresets = ["nextHalfMonth", "nextMonth", "nextThreeMonths", "lastHalfMonth", "lastMonth", "lastThreeMonths"] as const;
export type DatePreset = (typeof datePresets)[number];
