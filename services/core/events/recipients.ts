import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Right } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { roleRights, roles, userCompanies, userRoles, users } from "@/services/db/schema";
import type { Deliver, Delivery, RaisedEvent } from "./define";

const u = alias(users, "u");
const ur = alias(userRoles, "ur");
const r = alias(roles, "r");
const rr = alias(roleRights, "rr");
const uc = alias(userCompanies, "uc");

const holdsAny = (rights: readonly Right[]) => sql`exists (
  select 1 from ${userRoles} ${ur} join ${roles} ${r} on ${r.id} = ${ur.roleId} and ${r.enabled} join ${roleRights} ${rr} on ${rr.roleId} = ${r.id}
  where ${ur.userId} = ${u.id} and ${rr.code} in (${sql.join(rights.map((code) => sql`${code}`), sql`, `)}))`;
const usesCompany = (companyId: number | SQL) => sql`exists (select 1 from ${userCompanies} ${uc} where ${uc.userId} = ${u.id} and ${uc.companyId} = ${companyId})`;
const isSupplier = sql`${u.userType} = 'supplier'`;
const isStaff = sql`${u.userType} <> 'supplier'`;

async function userIds(db: Db, where: SQL): Promise<number[]> {
  return (await rows<{ id: number }>(db, sql`select ${u.id} as id from ${users} ${u} where ${u.enabled} and ${where} order by ${u.id}`)).map((row) => Number(row.id));
}

/**
 * The supplier's own accounts (main and sub) that may use the company and whose roles grant one of
 * `rights` (none given: any account of the supplier). Another supplier's or another company's never.
 */
export function supplierAccounts(db: Db, companyId: number, supplierId: number, rights: readonly Right[] = []): Promise<number[]> {
  return userIds(db, sql`${isSupplier} and ${u.supplierId} = ${supplierId} and ${usesCompany(companyId)}
    ${rights.length ? sql`and ${holdsAny(rights)}` : sql``}`);
}

/** The company's own staff whose roles grant one of `rights` (an admin's bypass of rights checks does not count). */
export function companyStaff(db: Db, companyId: number, rights: readonly Right[]): Promise<number[]> {
  return userIds(db, sql`${isStaff} and ${usesCompany(companyId)} and ${holdsAny(rights)}`);
}

/** A business document with its company, supplier and number: the tables of the purchasing and production modules. */
export interface DocumentTable {
  table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; supplierId: AnyPgColumn };
  no: AnyPgColumn;
}

type Who = (d: { company: SQL; supplier: SQL }) => SQL;

/**
 * The documents and, for each, the accounts of `who` (its supplier's, or its company's staff) in one statement:
 * a batch of events of one type costs the dispatcher one round trip. Answers each found document's delivery by id.
 */
async function documentsAnd(db: Db, doc: DocumentTable, entityIds: readonly string[], who: Who): Promise<Map<string, Delivery>> {
  const ids = [...new Set(entityIds.filter((id) => /^\d{1,12}$/.test(id)).map(Number))];
  const out = new Map<string, Delivery>();
  if (!ids.length) return out;
  const t = doc.table;
  const found = await rows<{ id: number; no: string; supplierId: number; userId: number | null }>(db, sql`
    select ${t.id} as id, ${doc.no} as no, ${t.supplierId} as "supplierId", ${u.id} as "userId"
    from ${t} left join ${users} ${u} on ${u.enabled} and ${who({ company: sql`${t.companyId}`, supplier: sql`${t.supplierId}` })}
    where ${t.id} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
    order by ${t.id}, ${u.id}`);
  for (const row of found) {
    const key = String(row.id);
    const d = out.get(key) ?? { recipients: [], params: { no: String(row.no) }, supplierId: Number(row.supplierId) };
    if (row.userId !== null) d.recipients.push(Number(row.userId));
    out.set(key, d);
  }
  return out;
}

function documentDeliver(doc: DocumentTable, who: Who): Deliver {
  const many = (db: Db, evs: readonly RaisedEvent[]) => documentsAnd(db, doc, evs.map((e) => e.entityId), who);
  const one = async (db: Db, ev: RaisedEvent) => (await many(db, [ev])).get(ev.entityId) ?? { recipients: [], params: {} };
  return Object.assign(one, { many });
}

/** A staff document without a supplier (a delivery note) and the column naming who made it. */
export interface MadeDocument {
  table: PgTable;
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  no: AnyPgColumn;
  createdBy: AnyPgColumn;
}

/**
 * Deliver to the staff member who made the document, while that account is enabled, uses the document's company
 * and still holds one of `rights`: one statement for a batch.
 */
export function toCreator(doc: MadeDocument, rights: readonly Right[]): Deliver {
  const many = async (db: Db, evs: readonly RaisedEvent[]): Promise<Map<string, Delivery>> => {
    const ids = [...new Set(evs.map((e) => e.entityId).filter((id) => /^\d{1,12}$/.test(id)).map(Number))];
    const out = new Map<string, Delivery>();
    if (!ids.length) return out;
    const found = await rows<{ id: number; no: string; userId: number | null }>(db, sql`
      select ${doc.id} as id, ${doc.no} as no, ${u.id} as "userId" from ${doc.table}
      left join ${users} ${u} on ${u.id} = ${doc.createdBy} and ${u.enabled} and ${isStaff} and ${usesCompany(sql`${doc.companyId}`)} and ${holdsAny(rights)}
      where ${doc.id} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
    for (const row of found) out.set(String(row.id), { recipients: row.userId === null ? [] : [Number(row.userId)], params: { no: String(row.no) } });
    return out;
  };
  const one = async (db: Db, ev: RaisedEvent) => (await many(db, [ev])).get(ev.entityId) ?? { recipients: [], params: {} };
  return Object.assign(one, { many });
}

/** Deliver to the document's supplier accounts holding one of `rights`. */
export const toSupplier = (doc: DocumentTable, rights: readonly Right[]): Deliver =>
  documentDeliver(doc, (d) => sql`${isSupplier} and ${u.supplierId} = ${d.supplier} and ${usesCompany(d.company)}
    ${rights.length ? sql`and ${holdsAny(rights)}` : sql``}`);

/** Deliver to the document's company staff holding one of `rights`. */
export const toStaff = (doc: DocumentTable, rights: readonly Right[]): Deliver =>
  documentDeliver(doc, (d) => sql`${isStaff} and ${usesCompany(d.company)} and ${holdsAny(rights)}`);
