import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import type { Db } from "@/services/db/client";
import { notFound } from "@/services/core/errors";
import { isoOf, without } from "@/services/core/sql";
import type { Scope } from "@/services/core/list";
import { customers, deliveryNoteLines, deliveryNotePicks, deliveryNotes, users } from "@/services/db/schema";

const n = deliveryNotes;
const ua = alias(users, "ua");
const ue = alias(users, "ue");
const um = alias(users, "um");

/** The header as the detail answers it: the note's own columns, with its customer's number and people's names. */
const headColumns = {
  ...without(getTableColumns(n), "companyId", "planId", "uploadedBy", "receiptBy", "createdAt", "createdBy", "modifiedBy"),
  customerNo: customers.customerNo, approvedBy: ua.name, approvedAt: isoOf(n.approvedAt), uploadedAt: isoOf(n.uploadedAt),
  enteredBy: sql<string>`coalesce(${ue.name}, '')`, enteredAt: isoOf(n.createdAt), modifiedBy: sql<string>`coalesce(${um.name}, '')`,
  modifiedAt: isoOf(n.modifiedAt), signedAt: isoOf(n.signedAt),
};

// Lines and picks answer their own columns, without the bookkeeping ones.
const bookkeeping = ["createdAt", "createdBy", "modifiedAt", "modifiedBy"] as const;
const lineColumns = without(getTableColumns(deliveryNoteLines), ...bookkeeping);
const pickColumns = without(getTableColumns(deliveryNotePicks), ...bookkeeping);

/** Notes of the caller's company by id, with details and picks, in the order asked; missing and foreign ids are left out. */
export async function loadNotes(db: Db, scope: Scope, ids: readonly number[]): Promise<NoteDetail[]> {
  if (!ids.length) return [];
  const heads = await db.select(headColumns).from(n).innerJoin(customers, eq(customers.id, n.customerId))
    .leftJoin(ua, eq(ua.id, n.approvedBy)).leftJoin(ue, eq(ue.id, n.createdBy)).leftJoin(um, eq(um.id, n.modifiedBy))
    .where(and(eq(n.companyId, scope.companyId), inArray(n.id, [...ids])));
  if (!heads.length) return [];
  const found = heads.map((h) => h.id);
  const lines = await db.select(lineColumns).from(deliveryNoteLines).where(inArray(deliveryNoteLines.noteId, found))
    .orderBy(asc(deliveryNoteLines.noteId), asc(deliveryNoteLines.lineNo));
  const picks = await db.select(pickColumns).from(deliveryNotePicks).where(inArray(deliveryNotePicks.noteId, found))
    .orderBy(asc(deliveryNotePicks.noteId), asc(deliveryNotePicks.id));
  const byId = new Map(heads.map((h): [number, NoteDetail] => [h.id, { ...h, lines: [], picks: [] }]));
  for (const { noteId, ...line } of lines) byId.get(noteId)?.lines.push(line);
  for (const { noteId, ...pick } of picks) byId.get(noteId)?.picks.push(pick);
  return ids.map((id) => byId.get(id)).filter((note): note is NoteDetail => !!note);
}

export async function requireNote(db: Db, scope: Scope, id: number): Promise<NoteDetail> {
  const [note] = await loadNotes(db, scope, [id]);
  if (!note) throw notFound();
  return note;
}
