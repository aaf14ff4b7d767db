import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `col in ('a', 'b')` from the contract's own value list, so a CHECK never repeats the enum by hand. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  if (values.some((v) => !/^[a-z][a-z0-9_]*$/.test(v))) throw new Error(`enum values must be lower_snake: ${values.join(", ")}`);
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;
}
