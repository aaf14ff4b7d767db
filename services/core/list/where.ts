import { sql, type SQL } from "drizzle-orm";

/** AND of the given conditions; `true` when there are none. */
export function and(parts: Array<SQL | undefined | null | false | "">): SQL {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? sql.join(kept.map((p) => sql`(${p})`), sql` and `) : sql`true`;
}

/** A LIKE pattern that matches the text literally: %, _ and \ in user input are escaped. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const startsWith = (column: SQL, value: string) => sql`${column} like ${`${escapeLike(value)}%`}`;
export const contains = (column: SQL, value: string) => sql`${column} ilike ${`%${escapeLike(value)}%`}`;

/** from ≤ column ≤ to for any bound given. */
export function between(column: SQL, from?: string, to?: string): SQL | undefined {
  if (from && to) return sql`${column} between ${from}::date and ${to}::date`;
  if (from) return sql`${column} >= ${from}::date`;
  if (to) return sql`${column} <= ${to}::date`;
  return undefined;
}
