import { sql } from "drizzle-orm";
import type { NoticeDetail, NoticeInput } from "@/lib/contracts/base-data/notice";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { hashPassword } from "@/services/base-data/user/passwords";
import { call, login } from "../helpers/services";

let seq = 0;
const tag = () => `${process.pid % 1000}${++seq}`;

/** A fresh user (a login ends other sessions, so tests never use the demo accounts' tokens). */
export async function freshUser(o: { role: string; type: "admin" | "internal" | "supplier"; venNo?: string; companies: number[]; loginCompany?: number }): Promise<{ token: string; id: number }> {
  const db = await getDb();
  const name = `nt${tag()}`;
  const [user] = await rows<{ id: number }>(db, sql`
    insert into users (user_name, user_no, name, password_hash, user_type, supplier_id)
    values (${name}, ${`N-${name}`}, ${name}, ${await hashPassword("Demo@2026")}, ${o.type},
      ${o.venNo ? sql`(select id from suppliers where ven_no = ${o.venNo})` : null})
    returning id`);
  // a role not seeded is made here, without any rights
  await db.execute(sql`insert into roles (code, name) values (${o.role}, ${o.role}) on conflict do nothing`);
  await db.execute(sql`insert into user_roles (user_id, role_id) select ${user!.id}, id from roles where code = ${o.role}`);
  for (const c of o.companies) await db.execute(sql`insert into user_companies (user_id, company_id) values (${user!.id}, ${c})`);
  return { token: await login(name, o.loginCompany ?? o.companies[0]), id: user!.id };
}

export async function supplierId(venNo: string): Promise<number> {
  const [row] = await rows<{ id: number }>(await getDb(), sql`select id from suppliers where ven_no = ${venNo}`);
  return row!.id;
}

const hour = 3_600_000;
export function noticeBody(o: Partial<NoticeInput> = {}): NoticeInput {
  return {
    title: `Notice ${tag()}`, level: "ordinary", template: "ordinary",
    startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + 24 * hour).toISOString(),
    supplierIds: [], body: "<p>Hello</p>", videoFileId: null, ...o,
  };
}

export async function createNotice(token: string, body: NoticeInput): Promise<NoticeDetail> {
  const res = await call<NoticeDetail>("base-data", "POST", "/notice", { token, body });
  if (res.body.returnCode !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data!;
}

export async function auditRows(id: number, action: string): Promise<number> {
  const [row] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from audit_log where entity = 'notice' and entity_id = ${String(id)} and action = ${action}`);
  return Number(row!.n);
}
