import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { vmiInventoryList, vmiMovementList } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { suppliers, users, vmiMaterials, vmiMovements } from "@/services/db/schema";
import { materialFrom, materialSelect, m, mv, s, vmiInventoryWhere, vmiMovementWhere } from "./where";
import { movementNo } from "./movement";

const u = alias(users, "u");

export const vmiInventoryListRoutes = listRoutes(vmiInventoryList, {
  from: materialFrom,
  countFrom: sql`${vmiMaterials} ${m}`,
  id: sql`${m.id}`,
  rights: { view: rights.vmiInventory.view, export: rights.vmiInventory.export },
  where: async (scope, filters, db) => vmiInventoryWhere(scope, await withSupplierId(db, filters)),
  select: materialSelect,
});

export const vmiMovementListRoutes = listRoutes(vmiMovementList, {
  from: sql`${vmiMovements} ${mv} join ${vmiMaterials} ${m} on ${m.id} = ${mv.materialId} join ${suppliers} ${s} on ${s.id} = ${mv.supplierId}
    left join ${users} ${u} on ${u.id} = ${mv.movedBy}`,
  countFrom: sql`${vmiMovements} ${mv} join ${vmiMaterials} ${m} on ${m.id} = ${mv.materialId}`,
  id: sql`${mv.id}`,
  rights: { view: rights.vmiInventory.view, export: rights.vmiInventory.export },
  where: async (scope, filters, db) => vmiMovementWhere(scope, await withSupplierId(db, filters)),
  select: {
    movementNo: movementNo(mv),
    kind: sql`${mv.kind}`,
    moveDate: sql`${mv.moveDate}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    itemno: sql`${m.itemno}`,
    itemdesc: sql`${m.itemdesc}`,
    location: sql`${mv.location}`,
    qty: sql`${mv.qty}`,
    onHandAfter: sql`${mv.onHandAfter}`,
    unitPrice: sql`${mv.unitPrice}`,
    amount: sql`${mv.amount}`,
    reference: sql`${mv.reference}`,
    movedBy: sql`coalesce(${u.name}, '')`,
    movedAt: sql`${mv.movedAt}`,
  },
});
