import { and, asc, between, eq, sql } from "drizzle-orm";
import type { SettlementLine, SettlementSource } from "@/services/erp-purchase/reconciliation-statement/settlement";
import { vmiMaterials as m, vmiMovements as mv } from "@/services/db/schema";
import { movementNo } from "./movement";

/**
 * VMI consumption owed to the supplier. Each consumption row carries the unit price agreed for the material
 * (vmi_materials.agreed_price, tax-inclusive) as it was when the stock was drawn, and its rounded amount, so a
 * later price change never alters consumption already booked.
 */
export const vmiConsumptionSettlementSource: SettlementSource = {
  type: "vmi-consumption",
  async lines(db, period, taken) {
    const found = await db.select({
      id: mv.id, no: sql<string>`${movementNo(mv)}`, moveDate: mv.moveDate, itemno: m.itemno, itemdesc: m.itemdesc, location: mv.location,
      qty: mv.qty, unitPrice: mv.unitPrice, amount: mv.amount, reference: mv.reference,
    }).from(mv).innerJoin(m, eq(m.id, mv.materialId))
      .where(and(eq(mv.companyId, period.companyId), eq(mv.supplierId, period.supplierId), eq(mv.kind, "consumption"),
        between(mv.moveDate, sql`${period.from}::date`, sql`${period.to}::date`)))
      .orderBy(asc(mv.moveDate), asc(mv.id));
    return found
      .filter((r) => !taken.has(String(r.id)))
      .map((r): SettlementLine => ({
        sourceType: "vmi-consumption",
        sourceId: String(r.id),
        sourceNumber: r.no,
        sourcePath: `/materials/vmi/movements?itemno=${encodeURIComponent(r.itemno)}`,
        sourceDate: r.moveDate,
        materialCode: r.itemno,
        description: [r.itemdesc, r.location, r.reference].filter(Boolean).join(" · "),
        quantity: r.qty,
        unitPrice: r.unitPrice,
        amount: r.amount,
      }));
  },
};
