import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { VmiMovementAnswer, VmiMovementKind, VmiStockState } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { maxQty } from "@/lib/contracts/common";
import { trimDecimal } from "@/lib/contracts/decimal";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { inScope, type Scope } from "@/services/core/list";

/** "VR00000012" for a receipt, "VC00000013" for a consumption: the number people quote. */
export const movementNo = (t: { kind: AnyPgColumn; id: AnyPgColumn }) =>
  sql`(case when ${t.kind} = 'receipt' then 'VR' else 'VC' end) || lpad(${t.id}::text, 8, '0')`;

export const vmiAuditEntity = "vmi_material";
const maxMoney = "9999999999999999.99";

type Moved = { id: number; movement_no: string; location: string; qty: string; on_hand_after: string };
type Totals = { on_hand: string; state: VmiStockState; suggested: string };

const inserted = (kind: VmiMovementKind, qty: string, reference: string, scope: Scope) => sql`
  insert into vmi_movements (material_id, stock_id, company_id, supplier_id, location, kind, qty, on_hand_after,
    unit_price, amount, reference, move_date, moved_by)
  select st.material_id, st.id, st.company_id, st.supplier_id, st.location, ${kind}, ${qty}::numeric, st.on_hand,
    st.agreed_price, round(${qty}::numeric * st.agreed_price, 2), ${reference}, ${scope.today}::date, ${scope.userId}
  from st
  returning id, (case when kind = 'receipt' then 'VR' else 'VC' end) || lpad(id::text, 8, '0') as movement_no,
    location, qty::text as qty, on_hand_after::text as on_hand_after`;

/** Receipt: the stock row of the location is created or raised in the same statement that writes the ledger row. */
const receiptSql = (scope: Scope, id: number, location: string, qty: string, reference: string): SQL => sql`
  with mat as (
    select id, company_id, supplier_id, agreed_price from vmi_materials
    where id = ${id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)}
      and round(${qty}::numeric * agreed_price, 2) <= ${maxMoney}::numeric
  ), st as (
    insert into vmi_stock as cur (material_id, company_id, supplier_id, location, on_hand, last_moved_at, created_by, modified_by)
    select id, company_id, supplier_id, ${location}, ${qty}::numeric, now(), ${scope.userId}, ${scope.userId} from mat
    on conflict (material_id, location) do update
      set on_hand = cur.on_hand + excluded.on_hand, last_moved_at = now(), modified_at = now(), modified_by = excluded.modified_by
      where cur.on_hand + excluded.on_hand <= ${maxQty}::numeric
    returning cur.id, cur.material_id, cur.company_id, cur.supplier_id, cur.location, cur.on_hand,
      (select agreed_price from mat) as agreed_price
  )
  ${inserted("receipt", qty, reference, scope)}`;

/**
 * Consumption: one conditional UPDATE lowers the location's stock only while it covers the quantity (the
 * WHERE is re-checked on the latest row when requests race), and the ledger row comes from its RETURNING.
 */
const consumptionSql = (scope: Scope, id: number, location: string, qty: string, reference: string): SQL => sql`
  with st as (
    update vmi_stock cur set on_hand = cur.on_hand - ${qty}::numeric, last_moved_at = now(), modified_at = now(), modified_by = ${scope.userId}
    from vmi_materials mat
    where mat.id = cur.material_id and cur.material_id = ${id} and cur.location = ${location}
      and ${inScope(scope, sql`cur.company_id`, sql`cur.supplier_id`)}
      and cur.on_hand >= ${qty}::numeric and round(${qty}::numeric * mat.agreed_price, 2) <= ${maxMoney}::numeric
    returning cur.id, cur.material_id, cur.company_id, cur.supplier_id, cur.location, cur.on_hand, mat.agreed_price
  )
  ${inserted("consumption", qty, reference, scope)}`;

async function refusal(tx: Db, scope: Scope, id: number, kind: VmiMovementKind, location: string): Promise<AppError> {
  const [row] = await rows<{ on_hand: string | null }>(tx, sql`
    select (select on_hand::text from vmi_stock where material_id = m.id and location = ${location}) as on_hand
    from vmi_materials m where m.id = ${id} and ${inScope(scope, sql`m.company_id`, sql`m.supplier_id`)}`);
  if (!row) return notFound();
  if (kind === "receipt") return new AppError("VALIDATION", "validation.quantity.totalTooLarge", { max: maxQty }, { qty: ["validation.quantity.totalTooLarge"] });
  return new AppError("CONFLICT", "vmiInventory.errors.insufficient", { location, onHand: trimDecimal(row.on_hand ?? "0") });
}

export async function totalsOf(db: Db, id: number): Promise<Totals> {
  const [t] = await rows<Totals>(db, sql`
    with tot as (select coalesce(sum(on_hand), 0)::numeric(18, 4) as q from vmi_stock where material_id = ${id})
    select tot.q::text as on_hand,
      case when tot.q < m.min_qty then 'below_min' when tot.q > m.max_qty then 'above_max' else 'ok' end as state,
      (case when tot.q < m.min_qty then m.max_qty - tot.q else 0 end)::numeric(18, 4)::text as suggested
    from vmi_materials m, tot where m.id = ${id}`);
  return t!;
}

/** A receipt into or a consumption from VMI stock: stock row, ledger row and audit in one transaction. */
export async function moveStock(
  db: Db, scope: Scope, id: number, kind: VmiMovementKind, body: { location: string; qty: string; reference: string },
): Promise<VmiMovementAnswer> {
  const stmt = (kind === "receipt" ? receiptSql : consumptionSql)(scope, id, body.location, body.qty, body.reference);
  return db.transaction(async (tx) => {
    const moved = await runTransition(tx, {
      change: async (t) => (await rows<Moved>(t, stmt))[0],
      whyNot: (t) => refusal(t, scope, id, kind, body.location),
      audit: (r) => ({
        actor: scope, companyId: scope.companyId, entity: vmiAuditEntity, entityId: id, action: kind,
        detail: { movementId: r.id, movementNo: r.movement_no, location: r.location, qty: r.qty, onHandAfter: r.on_hand_after, reference: body.reference },
      }),
    });
    const totals = await totalsOf(tx, id);
    return {
      id: Number(moved.id), movementNo: moved.movement_no, kind, location: moved.location, qty: moved.qty, onHandAfter: moved.on_hand_after,
      materialOnHand: totals.on_hand, stockState: totals.state, suggestedQty: totals.suggested,
    };
  });
}
