import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rows } from "../rows";
import { companies, suppliers, users, vmiMaterials } from "../schema";
import { bare } from "@/services/core/sql";
import type { Prng } from "./prng";
import { businessDay } from "@/services/core/business-time";
import { moveStock } from "@/services/erp-purchase/vmi-inventory/movement";

const materials = [
  { itemno: "VMI-INK-C", itemdesc: "胶印油墨 青", unit: "KG", min: 50, max: 200, price: "38.500000" },
  { itemno: "VMI-INK-M", itemdesc: "胶印油墨 品红", unit: "KG", min: 50, max: 200, price: "39.800000" },
  { itemno: "VMI-GLUE", itemdesc: "糊盒胶水", unit: "KG", min: 100, max: 400, price: "12.600000" },
  { itemno: "VMI-FILM", itemdesc: "BOPP覆膜 1200mm", unit: "ROLL", min: 10, max: 40, price: "268.000000" },
] as const;

/**
 * Demo VMI materials of suppliers 1001 and 1002 in company 1, each with receipts and consumptions booked
 * through the service's own movement code (so on-hand equals the ledger); some end below their minimum.
 * Insert-if-missing: movements are booked only for materials this run created.
 */
const v = vmiMaterials;
const columns = sql.join([v.companyId, v.supplierId, v.itemno, v.itemdesc, v.unit, v.minQty, v.maxQty, v.agreedPrice, v.currency, v.defaultLocation,
  v.createdBy, v.modifiedBy].map(bare), sql`, `);

export async function seedVmiInventory(db: Db, rand: Prng): Promise<void> {
  const [actor] = await rows<{ id: number; userNo: string; timeZone: string }>(db, sql`
    select ${users.id} as id, ${users.userNo} as "userNo", ${companies.timeZone} as "timeZone" from ${users}, ${companies}
    where ${users.userName} = 'factory01' and ${companies.id} = 1`);
  if (!actor) return;
  const scope = { companyId: 1, supplierId: null, userId: Number(actor.id), userNo: actor.userNo, isSupplier: false, ...businessDay(actor.timeZone, new Date()) };
  for (const venNo of ["1001", "1002"]) {
    for (const m of materials) {
      const [created] = await rows<{ id: number }>(db, sql`
        insert into ${v} (${columns})
        select 1, ${suppliers.id}, ${m.itemno}, ${m.itemdesc}, ${m.unit}, ${m.min}, ${m.max}, ${m.price}::numeric, 'CNY', 'VMI-A01', ${scope.userId}, ${scope.userId}
        from ${suppliers} where ${suppliers.venNo} = ${venNo}
        on conflict (${bare(v.companyId)}, ${bare(v.supplierId)}, ${bare(v.itemno)}) do nothing returning ${v.id} as id`);
      if (!created) continue;
      const id = Number(created.id);
      await moveStock(db, scope, id, "receipt", { location: "VMI-A01", qty: String(m.max), reference: `DN${venNo}-${m.itemno}` });
      if (rand.next() < 0.5) await moveStock(db, scope, id, "receipt", { location: "VMI-B02", qty: String(rand.int(1, m.min)), reference: "" });
      const drawn = rand.int(Math.floor(m.max / 4), m.max - 1);
      await moveStock(db, scope, id, "consumption", { location: "VMI-A01", qty: String(drawn), reference: `WO-${rand.int(1000, 9999)}` });
    }
  }
}
