import { sql } from "drizzle-orm";
import type { VmiMaterialDetail } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";

let seq = 0;
export const vmiItemno = () => `VT${process.pid % 10000}-${Date.now() % 1e7}-${seq++}`;

/** A fresh VMI material of supplier 1001 (or `venno`) in company 1, agreed by an internal user (buyer01's token). */
export async function makeVmiMaterial(buyer: string, o: { venno?: string; minQty?: string; maxQty?: string; agreedPrice?: string } = {}): Promise<VmiMaterialDetail> {
  const res = await call<VmiMaterialDetail>("erp-purchase", "POST", "/vmi-inventory", {
    token: buyer,
    body: { venno: o.venno ?? "1001", itemno: vmiItemno(), itemdesc: "VMI test ink", unit: "KG", minQty: o.minQty ?? "10", maxQty: o.maxQty ?? "50",
      agreedPrice: o.agreedPrice ?? "12.5", currency: "CNY", defaultLocation: "A-01" },
  });
  if (res.body.returnCode !== 200) throw new Error(`makeVmiMaterial: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

export async function vmiReceive(buyer: string, id: number, qty: string, location = "A-01") {
  const res = await call<{ id: number }>("erp-purchase", "POST", `/vmi-inventory/${id}/receipt`, { token: buyer, body: { location, qty, reference: "DN-T" } });
  if (res.body.returnCode !== 200) throw new Error(`vmiReceive: ${JSON.stringify(res.body)}`);
  return res.body.data!.id;
}

/** The ledger invariant: every stock row equals the sum of its movements, and the last movement's on-hand-after. */
export async function vmiLedgerMismatches(materialId: number): Promise<Array<Record<string, unknown>>> {
  return rows(await getDb(), sql`
    select st.location, st.on_hand::text as on_hand,
      coalesce(sum(case when mv.kind = 'receipt' then mv.qty else -mv.qty end), 0)::text as ledger
    from vmi_stock st left join vmi_movements mv on mv.stock_id = st.id
    where st.material_id = ${materialId}
    group by st.id, st.location, st.on_hand
    having st.on_hand <> coalesce(sum(case when mv.kind = 'receipt' then mv.qty else -mv.qty end), 0)`);
}

export async function vmiOnHand(materialId: number, location = "A-01"): Promise<string> {
  const [r] = await rows<{ q: string }>(await getDb(), sql`select coalesce(sum(on_hand), 0)::text as q from vmi_stock where material_id = ${materialId} and location = ${location}`);
  return r!.q;
}
