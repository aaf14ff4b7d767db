import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Right } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Delivery, RaisedEvent } from "./define";

const holdsAny = (rights: readonly Right[]) => sql`exists (
  select 1 from user_roles ur join roles r on r.id = ur.role_id and r.enabled join role_rights rr on rr.role_id = r.id
  where ur.user_id = u.id and rr.code in (${sql.join(rights.map((r) => sql`${r}`), sql`, `)}))`;
const usesCompany = (companyId: number) => sql`exists (select 1 from user_companies uc where uc.user_id = u.id and uc.company_id = ${companyId})`;

async function userIds(db: Db, where: SQL): Promise<number[]> {
  return (await rows<{ id: number }>(db, sql`select u.id from users u where u.enabled and ${where} order by u.id`)).map((r) => Number(r.id));
}

/**
 * The supplier's own accounts (main and sub) that may use the company and whose roles grant one of
 * `rights` (none given: any account of the supplier). Another supplier's or another company's never.
 */
export function supplierAccounts(db: Db, companyId: number, supplierId: number, rights: readonly Right[] = []): Promise<number[]> {
  return userIds(db, sql`u.user_type = 'supplier' and u.supplier_id = ${supplierId} and ${usesCompany(companyId)}
    ${rights.length ? sql`and ${holdsAny(rights)}` : sql``}`);
}

/** The company's own staff whose roles grant one of `rights` (an admin's bypass of rights checks does not count). */
export function companyStaff(db: Db, companyId: number, rights: readonly Right[]): Promise<number[]> {
  return userIds(db, sql`u.user_type <> 'supplier' and ${usesCompany(companyId)} and ${holdsAny(rights)}`);
}

/** A business document with its company, supplier and number: the tables of the purchasing and production modules. */
export interface DocumentTable {
  table: PgTable;
  no: AnyPgColumn;
}

interface Doc {
  companyId: number;
  supplierId: number;
  no: string;
}

export async function loadDocument(db: Db, doc: DocumentTable, entityId: string): Promise<Doc | undefined> {
  if (!/^\d{1,12}$/.test(entityId)) return undefined;
  const [d] = await rows<{ company_id: number; supplier_id: number; no: string }>(db, sql`
    select company_id, supplier_id, ${doc.no} as no from ${doc.table} where id = ${Number(entityId)}`);
  return d && { companyId: Number(d.company_id), supplierId: Number(d.supplier_id), no: String(d.no) };
}

/** Deliver to the document's supplier accounts holding one of `rights`. */
export const toSupplier = (doc: DocumentTable, rights: readonly Right[]) => async (db: Db, ev: RaisedEvent): Promise<Delivery> => {
  const d = await loadDocument(db, doc, ev.entityId);
  if (!d) return { recipients: [], params: {} };
  return { recipients: await supplierAccounts(db, d.companyId, d.supplierId, rights), params: { no: d.no } };
};

/** Deliver to the document's company staff holding one of `rights`. */
export const toStaff = (doc: DocumentTable, rights: readonly Right[]) => async (db: Db, ev: RaisedEvent): Promise<Delivery> => {
  const d = await loadDocument(db, doc, ev.entityId);
  if (!d) return { recipients: [], params: {} };
  return { recipients: await companyStaff(db, d.companyId, rights), params: { no: d.no } };
};
