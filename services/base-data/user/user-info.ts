import { companySwitchUserNos } from "@/lib/env";
import { defineRoute } from "@/services/core/route";
import { avatarUrl, userOps } from "@/lib/contracts/base-data/user";
import { inArray } from "drizzle-orm";
import { roles } from "@/services/db/schema";
import { loadMenuTree } from "./menu-tree";

export const getUserInfo = defineRoute(userOps.info, {
  async handler({ db, principal: p, token }) {
    const [tree, roleNames] = await Promise.all([
      loadMenuTree(db),
      p.roles.length ? db.select({ code: roles.code, name: roles.name }).from(roles).where(inArray(roles.code, p.roles)) : [],
    ]);
    return {
      token: token ?? "",
      name: p.name,
      userName: p.userName,
      userType: p.userType,
      avatar: p.avatar ? avatarUrl(p.avatar) : null,
      introduction: p.introduction,
      roles: p.roles,
      roleNames,
      sysmenu: JSON.stringify(tree),
      options: p.rights,
      newDeptId: p.deptId,
      userNo: p.userNo,
      companyId: p.companyId,
      companyName: p.companyName,
      timeZone: p.timeZone,
      mainUserNo: p.mainUserNo,
      isFirstTimeLogin: p.isFirstTimeLogin,
      canSwitchCompany: companySwitchUserNos().includes(p.userNo),
    };
  },
});
