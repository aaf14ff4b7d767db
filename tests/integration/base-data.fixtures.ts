import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { hashPassword } from "@/services/base-data/user/passwords";
import { login } from "../helpers/services";

export const demoRoles = ["admin", "purchaser", "factory", "finance", "supplier", "supplier_sub"] as const;
export type DemoRole = (typeof demoRoles)[number];

/**
 * A fresh user holding one of the seeded roles (or a role without any rights when `role` is null), logged in
 * to company 1. Fresh users, because a login ends the user's other session and other files use the demo users.
 */
export async function roleUserToken(userName: string, role: DemoRole | null): Promise<string> {
  const db = await getDb();
  const [roleRow] = role
    ? await rows<{ id: number }>(db, sql`select id from roles where code = ${role}`)
    : await rows<{ id: number }>(db, sql`insert into roles (code, name) values (${`r-${userName}`}, ${userName}) returning id`);
  const supplier = role?.startsWith("supplier");
  const [user] = await rows<{ id: number }>(db, sql`
    insert into users (user_name, user_no, name, password_hash, user_type, supplier_id)
    values (${userName}, ${`T-${userName}`}, ${userName}, ${await hashPassword("Demo@2026")},
      ${role === "admin" ? "admin" : supplier ? "supplier" : "internal"},
      ${supplier ? sql`(select id from suppliers where ven_no = '1001')` : null})
    returning id`);
  await db.execute(sql`insert into user_roles (user_id, role_id) values (${user!.id}, ${roleRow!.id})`);
  await db.execute(sql`insert into user_companies (user_id, company_id) values (${user!.id}, 1)`);
  return login(userName);
}
