// The seed runs modules' own actions (a VMI movement, …), whose audit rows raise the events the modules register.
import "@/services/composition";
import type { Db } from "../client";
import * as s from "../schema";
import { hashPassword } from "@/services/base-data/user/passwords";
import { seedDictionary } from "./dictionary";
import { menuTree, rightsForRole, type MenuSeed } from "./menus";
import { companySeeds, demoPassword, staffSeeds, supplierSeeds, supplierUserSeeds } from "./org";
import { prng } from "./prng";
import { seedPurchase } from "./purchase";
import { seedProcessingOrders } from "./processing-order";
import { seedProcessingPrint } from "./processing-print";
import { seedDeliveryPlans } from "./delivery-plan";
import { seedDeliveryScale } from "./delivery-scale";
import { seedOwedQuantity } from "./owed-quantity";
import { seedDeductionBills } from "./deduction-bill";
import { seedVmiInventory } from "./vmi-inventory";
import { seedPurchaseScale } from "./purchase-scale";
import { seedScoreHistory } from "./supplier-score";
import { env } from "@/lib/env";

export const roleSeeds = [
  { code: "admin", name: "系统管理员", description: "Every menu and right" },
  { code: "purchaser", name: "采购员", description: "Internal purchasing staff" },
  { code: "factory", name: "工厂人员", description: "Internal factory and warehouse staff" },
  { code: "finance", name: "财务人员", description: "Internal finance staff" },
  { code: "supplier", name: "供应商主账号", description: "Supplier main account" },
  { code: "supplier_sub", name: "供应商子账号", description: "Supplier sub-account" },
];

function flattenMenus(nodes: readonly MenuSeed[], parentId: number | null, out: Array<MenuSeed & { parentId: number | null; sort: number }>) {
  nodes.forEach((m, i) => {
    out.push({ ...m, parentId, sort: i });
    if (m.children) flattenMenus(m.children, m.id, out);
  });
  return out;
}

/** The deterministic demo data set: same PRNG seed, same rows, on every machine. */
export async function seedDemo(db: Db, step: (name: string) => Promise<void> | void = () => {}): Promise<void> {
  await step("organisation");
  const rand = prng(20260101);
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx.insert(s.companies).values(companySeeds);
    const suppliers = supplierSeeds(rand, 24);
    const supplierRows = await tx.insert(s.suppliers).values(suppliers).returning({ id: s.suppliers.id, venNo: s.suppliers.venNo });
    const supplierId = new Map(supplierRows.map((r) => [r.venNo, r.id]));

    const roleRows = await tx.insert(s.roles).values(roleSeeds).returning({ id: s.roles.id, code: s.roles.code });
    const roleId = new Map(roleRows.map((r) => [r.code, r.id]));
    for (const role of roleRows) {
      const codes = role.code === "admin" ? [] : rightsForRole(role.code);
      if (codes.length) await tx.insert(s.roleRights).values(codes.map((code) => ({ roleId: role.id, code })));
    }

    const flat = flattenMenus(menuTree, null, []);
    await tx.insert(s.menus).values(
      flat.map((m) => ({
        id: m.id,
        parentId: m.parentId,
        title: m.zh,
        titleKey: `menu.${m.key}`,
        path: m.path,
        component: m.component ?? null,
        identification: m.key,
        icon: m.icon,
        imgContent: null,
        type: m.children ? "catalog" : "leaf",
        isUsable: m.isUsable ?? true,
        sort: m.sort,
      })),
    );
    const menuRoleRows = flat.flatMap((m) => (m.roles ?? []).map((roleCode) => ({ menuId: m.id, roleCode })));
    if (menuRoleRows.length) await tx.insert(s.menuRoles).values(menuRoleRows);
    const opRows = flat.flatMap((m) => (m.ops ?? []).map((op) => ({ menuId: m.id, code: `${m.id}_${op}`, name: op })));
    await tx.insert(s.menuOperations).values(opRows);

    const users = [...staffSeeds, ...supplierUserSeeds(suppliers)];
    for (const u of users) {
      const [row] = await tx
        .insert(s.users)
        .values({
          userName: u.userName,
          userNo: u.userNo,
          name: u.name,
          passwordHash,
          userType: u.userType,
          supplierId: u.venNo ? (supplierId.get(u.venNo) ?? null) : null,
          mainUserNo: u.mainUserNo ?? null,
          deptId: u.deptId ?? null,
          isFirstTimeLogin: u.firstTime ?? false,
          // Internal staff sign in with the company account too: the e-mail the company's identity provider vouches for.
          ssoSubject: u.userType === "supplier" ? null : `${u.userName}@huayin.example`,
        })
        .returning({ id: s.users.id });
      const id = row!.id;
      const rids = u.roles.map((r) => roleId.get(r)!).filter(Boolean);
      if (rids.length) await tx.insert(s.userRoles).values(rids.map((r) => ({ userId: id, roleId: r })));
      const companyIds = u.companies === "all" ? companySeeds.map((c) => c.id) : u.companies;
      await tx.insert(s.userCompanies).values(companyIds.map((companyId) => ({ userId: id, companyId })));
    }
  });
  await step("dictionary");
  await seedDictionary(db);
  await step("purchasing");
  await seedPurchase(db, prng(20260401));
  await seedProcessingOrders(db, prng(20260501));
  await seedProcessingPrint(db, prng(20260502));
  await step("deliveries");
  await seedDeliveryPlans(db, prng(20260601));
  await seedOwedQuantity(db, prng(20260601));
  await seedDeductionBills(db, prng(20260701));
  await seedVmiInventory(db, prng(20260601));
  await seedScoreHistory(db, prng(20260801));
  const scale = env().SEED_SCALE;
  if (scale > 0) {
    await step("scale");
    await seedPurchaseScale(db, scale * 1_000_000);
    await seedDeliveryScale(db, scale * 20_000);
  }
  await step("complete");
}
