import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { hashPassword } from "@/services/base-data/user/passwords";
import { call, login } from "../helpers/services";

let seq = 0;
/** A short unique tag (user names are 4 to 10 characters). */
export const tag = () => `${(process.pid % 1000).toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 6);

/** A fresh supplier with its main account (role supplier) in company 1, logged in. */
export async function freshMain(): Promise<{ token: string; userNo: string; userId: number; supplierId: number; venNo: string }> {
  const db = await getDb();
  const t = tag();
  const venNo = `SA${t}`;
  const [s] = await rows<{ id: number }>(db, sql`insert into suppliers (ven_no, name, short_name, category) values (${venNo}, ${`Supplier ${t}`}, ${t}, 'paper') returning id`);
  const userName = `m${t}`;
  const [u] = await rows<{ id: number }>(db, sql`
    insert into users (user_name, user_no, name, password_hash, user_type, supplier_id)
    values (${userName}, ${`S${venNo}`}, ${`Main ${t}`}, ${await hashPassword("Demo@2026")}, 'supplier', ${s!.id}) returning id`);
  await db.execute(sql`insert into user_roles (user_id, role_id) select ${u!.id}, id from roles where code = 'supplier'`);
  await db.execute(sql`insert into user_companies (user_id, company_id) values (${u!.id}, 1), (${u!.id}, 2)`);
  return { token: await login(userName), userNo: `S${venNo}`, userId: u!.id, supplierId: s!.id, venNo };
}

export const roleId = async (code: string) => (await rows<{ id: number }>(await getDb(), sql`select id from roles where code = ${code}`))[0]!.id;

export async function createSub(token: string, over: Record<string, unknown> = {}, locale = "en") {
  const body = { userName: `s${tag()}`, name: "Sub user", roleIds: [await roleId("supplier_sub")], ...over };
  const res = await call<{ id: number; userNo: string; temporaryPassword: string; fieldErrors?: Record<string, string[]> }>(
    "base-data", "POST", "/sub-account", { token, body, locale });
  return { body, res };
}
