import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { hashPassword } from "@/services/base-data/user/passwords";
import { services } from "@/services/registry";
import { freshIp } from "./services";

/** Generic test data and raw calls, shared by every service's tests. */
let counter = 0;
export const unique = () => `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`.toUpperCase();

export async function supplierIdOf(venNo: string): Promise<number> {
  const [s] = await rows<{ id: number }>(await getDb(), sql`select id from suppliers where ven_no = ${venNo}`);
  return Number(s!.id);
}

export async function auditCount(entity: string, id: number, action?: string): Promise<number> {
  const [r] = await rows<{ n: number }>(await getDb(), sql`
    select count(*)::int as n from audit_log where entity = ${entity} and entity_id = ${String(id)}
      ${action ? sql`and action = ${action}` : sql``}`);
  return r!.n;
}

/** A user with exactly these rights codes (through a role of its own), allowed into the given companies; a supplier's sub-account names its main account. */
export async function makeUser(userName: string, o: { rights: readonly string[]; venNo?: string; companies?: number[]; mainUserNo?: string }): Promise<void> {
  const db = await getDb();
  const code = `r${userName}`.replace(/[^a-z]/gi, (c) => (/\d/.test(c) ? String.fromCharCode(97 + Number(c)) : "x"));
  const [role] = await rows<{ id: number }>(db, sql`insert into roles (code, name) values (${code}, ${code}) returning id`);
  if (o.rights.length) {
    await db.execute(sql`insert into role_rights (role_id, code) values ${sql.join(o.rights.map((r) => sql`(${role!.id}, ${r})`), sql`, `)}`);
  }
  const supplierId = o.venNo ? await supplierIdOf(o.venNo) : null;
  const [user] = await rows<{ id: number }>(db, sql`
    insert into users (user_name, user_no, name, password_hash, user_type, supplier_id, main_user_no)
    values (${userName}, ${`T-${userName}`}, ${userName}, ${await hashPassword("Demo@2026")}, ${supplierId ? "supplier" : "internal"}, ${supplierId}, ${o.mainUserNo ?? null})
    returning id`);
  await db.execute(sql`insert into user_roles (user_id, role_id) values (${user!.id}, ${role!.id})`);
  for (const c of o.companies ?? [1]) await db.execute(sql`insert into user_companies (user_id, company_id) values (${user!.id}, ${c})`);
}

/** The raw answer (for .xlsx streams, which the JSON helper cannot read). */
export async function fetchRaw(
  method: string, path: string,
  o: { token?: string; body?: unknown; raw?: Uint8Array; locale?: string; clock?: () => Date; service?: keyof typeof services } = {},
): Promise<Response> {
  const headers = new Headers({ "x-locale": o.locale ?? "en", "x-client-ip": freshIp() });
  if (o.token) headers.set("x-token", o.token);
  const raw = o.raw ?? (o.body instanceof Uint8Array ? o.body : undefined);
  if (o.body !== undefined || raw) headers.set("content-type", raw ? "application/octet-stream" : "application/json");
  const body = raw ? new Blob([Buffer.from(raw)]) : o.body === undefined ? undefined : JSON.stringify(o.body);
  return services[o.service ?? "erp-purchase"].app.fetch(
    new Request(`http://test${path}`, { method, headers, body }),
    { clock: o.clock },
  );
}

export async function readXlsx(res: Response) {
  const ExcelJS = (await import("exceljs")).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0]!;
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows: out };
}

/** The first row's `v` of a query: a single value to compare before and after a call. */
export const one = async (q: ReturnType<typeof sql>) => (await rows<{ v: unknown }>(await getDb(), q))[0]?.v;
