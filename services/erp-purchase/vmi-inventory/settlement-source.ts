import { sql } from "drizzle-orm";
import type { SettlementLine, SettlementSource } from "@/services/core/settlement/source";
import { rows } from "@/services/db/rows";

/**
 * VMI consumption owed to the supplier. Each consumption row carries the unit price agreed for the material
 * (vmi_materials.agreed_price, tax-inclusive) as it was when the stock was drawn, and its rounded amount, so a
 * later price change never alters consumption already booked.
 */
export const vmiConsumptionSettlementSource: SettlementSource = {
  type: "vmi-consumption",
  async lines(db, period, taken) {
    const found = await rows<{ id: number; no: string; move_date: string; itemno: string; itemdesc: string; location: string; qty: string; unit_price: string; amount: string; reference: string }>(db, sql`
      select mv.id, 'VC' || lpad(mv.id::text, 8, '0') as no, to_char(mv.move_date, 'YYYY-MM-DD') as move_date, m.itemno, m.itemdesc,
        mv.location, mv.qty::text as qty, mv.unit_price::text as unit_price, mv.amount::text as amount, mv.reference
      from vmi_movements mv join vmi_materials m on m.id = mv.material_id
      where mv.company_id = ${period.companyId} and mv.supplier_id = ${period.supplierId} and mv.kind = 'consumption'
        and mv.move_date between ${period.from}::date and ${period.to}::date
      order by mv.move_date, mv.id`);
    return found
      .filter((r) => !taken.has(String(r.id)))
      .map((r): SettlementLine => ({
        sourceType: "vmi-consumption",
        sourceId: String(r.id),
        sourceNumber: r.no,
        sourcePath: `/materials/vmi/movements?itemno=${encodeURIComponent(r.itemno)}`,
        sourceDate: r.move_date,
        materialCode: r.itemno,
        description: [r.itemdesc, r.location, r.reference].filter(Boolean).join(" · "),
        quantity: r.qty,
        unitPrice: r.unit_price,
        amount: r.amount,
      }));
  },
};
