import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { rows } from "@/services/db/rows";
import { labelBatches, users } from "@/services/db/schema";
import { nobody, type Delivery, type EventType, type RaisedEvent } from "@/services/core/events/define";
import type { Db } from "@/services/db/client";

export const labelBatchAuditEntity = "label_batch" as const;
export const purchaseLabelAuditEntity = "purchase_label" as const;
export const processingLabelAuditEntity = "processing_label" as const;

const b = alias(labelBatches, "b");
const u = alias(users, "u");

/** The requester of a label PDF (the audit row's actor; entity id: the batch), while their account is enabled. */
async function toRequester(db: Db, ev: RaisedEvent): Promise<Delivery> {
  if (ev.actorUserId === null || !/^\d{1,12}$/.test(ev.entityId)) return nobody;
  const [found] = await rows<{ user_id: number; doc_no: string; supplier_id: number | null }>(db, sql`
    select ${u.id} as user_id, ${b.docNo} as doc_no, ${b.supplierId} as supplier_id from ${labelBatches} ${b}, ${users} ${u}
    where ${b.id} = ${Number(ev.entityId)} and ${u.id} = ${ev.actorUserId} and ${u.enabled}`);
  if (!found) return nobody;
  return { recipients: [Number(found.user_id)], params: { no: found.doc_no }, ...(found.supplier_id === null ? {} : { supplierId: Number(found.supplier_id) }) };
}

/** A label PDF finished or failed (services/label/run-task.ts, tasks.ts) → whoever asked for it, on either label page. */
export const labelEvents: EventType[] = [purchaseLabelAuditEntity, processingLabelAuditEntity].flatMap((entity): EventType[] => [
  { type: "label_download_finished", entity, actions: ["downloadDone"], toActor: true, deliver: toRequester },
  { type: "label_download_failed", entity, actions: ["downloadFailed"], toActor: true, deliver: toRequester },
]);
