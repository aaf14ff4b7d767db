import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { writeAudit } from "@/services/core/audit";
import { labelPrints, labels } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { labelBatchAuditEntity } from "./events";

export interface LedgerEntry {
  actor: { userId: number; userNo: string };
  companyId: number;
  batchId: number;
  from: number;
  count: number;
  kind: "print" | "download";
  taskId?: number | null;
}

/**
 * Counts one print (or download) of labels from..from+count−1, in the caller's transaction: each label's
 * print_count goes up by one in a single UPDATE (row locks serialise parallel prints), and the ledger
 * gets a row per label numbered by that count; nth > 1 marks a reprint. One audit row per action.
 */
export async function recordPrints(tx: Db, e: LedgerEntry): Promise<{ printed: number; reprinted: number }> {
  const counted = await rows<{ id: number; serial: string; print_count: number }>(tx, sql`
    update ${labels} set ${bare(labels.printCount)} = ${labels.printCount} + 1
    where ${labels.batchId} = ${e.batchId} and ${labels.seq} between ${e.from} and ${e.from + e.count - 1}
    returning ${labels.id}, ${labels.serial}, ${labels.printCount}`);
  if (!counted.length) return { printed: 0, reprinted: 0 };
  await tx.execute(sql`
    insert into ${labelPrints} (${bare(labelPrints.labelId)}, ${bare(labelPrints.batchId)}, ${bare(labelPrints.serial)}, ${bare(labelPrints.kind)}, ${bare(labelPrints.nth)}, ${bare(labelPrints.reprint)}, ${bare(labelPrints.taskId)}, ${bare(labelPrints.actorUserId)})
    values ${sql.join(
      counted.map((l) => sql`(${l.id}, ${e.batchId}, ${l.serial}, ${e.kind}, ${l.print_count}, ${Number(l.print_count) > 1}, ${e.taskId ?? null}, ${e.actor.userId})`),
      sql`, `,
    )}`);
  const reprinted = counted.filter((l) => Number(l.print_count) > 1).length;
  await writeAudit(tx, {
    actor: e.actor,
    companyId: e.companyId,
    entity: labelBatchAuditEntity,
    entityId: e.batchId,
    action: reprinted ? `re${e.kind}` : e.kind,
    detail: { from: e.from, count: counted.length, reprinted, taskId: e.taskId ?? null },
  });
  return { printed: counted.length, reprinted };
}
