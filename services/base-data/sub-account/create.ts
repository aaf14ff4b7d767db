import { sql } from "drizzle-orm";
import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { holdsUserName } from "@/lib/contracts/base-data/user";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { forbidden } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import type { Principal } from "@/services/core/principal";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { fieldError } from "@/services/core/errors";
import { hashPassword, temporaryPassword } from "@/services/base-data/user/passwords";
import { checkGrantable, setRoles } from "./grants";

interface Main extends Record<string, unknown> { id: number; user_no: string; supplier_id: number }

/** The main account a new sub-account joins: the caller itself, or (for an admin) a main account of the session's company. */
async function mainFor(tx: Db, p: Principal, mainUserNo: string | undefined): Promise<Main> {
  if (p.userType === "supplier") {
    if (p.mainUserNo || !p.supplierId) throw forbidden();
    return { id: p.userId, user_no: p.userNo, supplier_id: p.supplierId };
  }
  if (!p.isAdmin) throw forbidden();
  const [main] = mainUserNo
    ? await rows<Main>(tx, sql`select u.id, u.user_no, u.supplier_id from users u
        where u.user_no = ${mainUserNo} and u.user_type = 'supplier' and u.main_user_no is null and u.supplier_id is not null
          and exists (select 1 from user_companies uc where uc.user_id = u.id and uc.company_id = ${p.companyId})`)
    : [];
  if (!main) throw fieldError("mainUserNo", "validation.subAccount.mainUnknown");
  return main;
}

/** A sub-account with a temporary password it must change at its first login; it works in its main account's companies. */
export const createSubAccount = defineRoute(subAccountOps.create, {
  rights: [rights.subAccount.add],
  audience: "any",
  async handler({ db, principal: p, body }) {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const main = await mainFor(tx, p, body.mainUserNo);
      const allowed = await checkGrantable(tx, main.id, body.roleIds);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users.user_name'))`);
      const userNo = `${main.user_no}-${body.userName.toUpperCase()}`;
      const [taken] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from users where lower(user_name) = lower(${body.userName}) or user_no = ${userNo}`);
      if (taken!.n) throw fieldError("userName", "validation.subAccount.userNameTaken");
      if (holdsUserName(password, body.userName)) throw new Error("temporary password holds the user name");
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into users (user_name, user_no, name, password_hash, user_type, supplier_id, main_user_no, is_first_time_login, created_by, modified_by)
        values (${body.userName}, ${userNo}, ${body.name}, ${passwordHash}, 'supplier', ${main.supplier_id}, ${main.user_no}, true, ${p.userId}, ${p.userId})
        returning id`);
      const id = row!.id;
      await tx.execute(sql`insert into user_companies (user_id, company_id) select ${id}, company_id from user_companies where user_id = ${main.id}`);
      await setRoles(tx, id, allowed, body.roleIds);
      await writeAudit(tx, {
        actor: p, companyId: p.companyId, entity: "account", entityId: id, action: "create", to: "enabled",
        detail: { userName: body.userName, name: body.name, mainUserNo: main.user_no, roles: allowed.filter((r) => body.roleIds.includes(r.id)).map((r) => r.code) },
      });
      return { id, userNo, temporaryPassword: password };
    });
  },
});
