import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { systemActor, writeAudit } from "@/services/core/audit";

/** How many new records one tick announces; the rest wait for the next minute. */
const batch = 500;

/** A table the ERP writes into, and the column that says the portal has told of a row. */
export interface WrittenRecords {
  table: PgTable;
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  no: AnyPgColumn;
  announcedAt: AnyPgColumn;
  /** The audit row each announcement writes, whose event reaches the people who should know. */
  entity: string;
  action: string;
}

/**
 * A scheduler tick (services/core/events/scheduler.ts) for records no portal action raises: each row not yet
 * announced gets its audit row, once. The conditional update claims the rows: of two instances ticking at once, one
 * announces each, for its outer test is checked again on a row another instance has just taken.
 */
export function announceWritten(r: WrittenRecords): (db: Db, now: Date) => Promise<number> {
  return (db, now) => db.transaction(async (tx) => {
    const claimed = await rows<{ id: number; companyId: number; no: string }>(tx, sql`
      update ${r.table} set ${sql.identifier(r.announcedAt.name)} = ${now}
      where ${r.announcedAt} is null and ${r.id} in (
        select ${r.id} from ${r.table} where ${r.announcedAt} is null order by ${r.id} limit ${batch} for update skip locked)
      returning ${r.id} as id, ${r.companyId} as "companyId", ${r.no} as no`);
    for (const row of claimed) {
      await writeAudit(tx, { actor: systemActor, companyId: Number(row.companyId), entity: r.entity, entityId: Number(row.id), action: r.action, detail: { no: row.no } });
    }
    return claimed.length;
  });
}
