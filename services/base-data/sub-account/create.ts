import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { holdsUserName } from "@/lib/contracts/base-data/user";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { forbidden } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import type { Principal } from "@/services/core/principal";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { bare } from "@/services/core/sql";
import { userCompanies, users } from "@/services/db/schema";
import { fieldError } from "@/services/core/errors";
import { hashPassword, temporaryPassword } from "@/services/base-data/user/passwords";
import { checkGrantable, setRoles } from "./grants";
import { accountAuditEntity } from "./events";

interface Main extends Record<string, unknown> { id: number; userNo: string; supplierId: number }

const u = alias(users, "u");
const uc = alias(userCompanies, "uc");

/** The main account a new sub-account joins: the caller itself, or (for an admin) a main account of the session's company. */
async function mainFor(tx: Db, p: Principal, mainUserNo: string | undefined): Promise<Main> {
  if (p.userType === "supplier") {
    if (p.mainUserNo || !p.supplierId) throw forbidden();
    return { id: p.userId, userNo: p.userNo, supplierId: p.supplierId };
  }
  if (!p.isAdmin) throw forbidden();
  const [main] = mainUserNo
    ? await rows<Main>(tx, sql`select ${u.id} as id, ${u.userNo} as "userNo", ${u.supplierId} as "supplierId" from ${users} ${u}
        where ${u.userNo} = ${mainUserNo} and ${u.userType} = 'supplier' and ${u.mainUserNo} is null and ${u.supplierId} is not null
          and exists (select 1 from ${userCompanies} ${uc} where ${uc.userId} = ${u.id} and ${uc.companyId} = ${p.companyId})`)
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
      const userNo = `${main.userNo}-${body.userName.toUpperCase()}`;
      const [taken] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`lower(${users.userName}) = lower(${body.userName}) or ${users.userNo} = ${userNo}`);
      if (taken!.n) throw fieldError("userName", "validation.subAccount.userNameTaken");
      if (holdsUserName(password, body.userName)) throw new Error("temporary password holds the user name");
      const [row] = await tx.insert(users).values({ userName: body.userName, userNo, name: body.name, passwordHash, userType: "supplier",
        supplierId: main.supplierId, mainUserNo: main.userNo, isFirstTimeLogin: true, createdBy: p.userId, modifiedBy: p.userId }).returning({ id: users.id });
      const id = row!.id;
      await tx.execute(sql`insert into ${userCompanies} (${bare(userCompanies.userId)}, ${bare(userCompanies.companyId)})
        select ${id}, ${userCompanies.companyId} from ${userCompanies} where ${userCompanies.userId} = ${main.id}`);
      await setRoles(tx, id, allowed, body.roleIds);
      await writeAudit(tx, {
        actor: p, companyId: p.companyId, entity: accountAuditEntity, entityId: id, action: "create", to: "enabled",
        detail: { userName: body.userName, name: body.name, mainUserNo: main.userNo, roles: allowed.filter((r) => body.roleIds.includes(r.id)).map((r) => r.code) },
      });
      return { id, userNo, temporaryPassword: password };
    });
  },
});
