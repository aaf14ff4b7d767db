import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { VmiMovementAnswer, VmiMovementKind, VmiStockState } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { maxQty } from "@/lib/contracts/common";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { vmiMaterials, vmiMovements, vmiStock } from "@/services/db/schema";
import { bare, excluded } from "@/services/core/sql";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { inScope, type Scope } from "@/services/core/list";
import { quantityValue } from "@/lib/number-format";
import { vmiMaterialAuditEntity } from "./events";

/** "VR00000012" for a receipt, "VC00000013" for a consumption: the number people quote. */
export const movementNo = (t: { kind: AnyPgColumn; id: AnyPgColumn }) =>
  sql`(case when ${t.kind} = 'receipt' then 'VR' else 'VC' end) || lpad(${t.id}::text, 8, '0')`;

const maxMoney = "9999999999999999.99";

type Moved = { id: number; movementNo: string; location: string; qty: string; onHandAfter: string };
type Totals = { onHand: string; state: VmiStockState; suggested: string };

const m = alias(vmiMaterials, "m");
const mat = alias(vmiMaterials, "mat");
const cur = alias(vmiStock, "cur");
// The statements' `st` step answers the stock row's columns and the material's agreed price under their own names.
const st = alias(vmiStock, "st");
const stPrice = alias(vmiMaterials, "st").agreedPrice;
const mv = vmiMovements;

const inserted = (kind: VmiMovementKind, qty: string, reference: string, scope: Scope) => sql`
  insert into ${mv} (${bare(mv.materialId)}, ${bare(mv.stockId)}, ${bare(mv.companyId)}, ${bare(mv.supplierId)}, ${bare(mv.location)},
    ${bare(mv.kind)}, ${bare(mv.qty)}, ${bare(mv.onHandAfter)}, ${bare(mv.unitPrice)}, ${bare(mv.amount)}, ${bare(mv.reference)},
    ${bare(mv.moveDate)}, ${bare(mv.movedBy)})
  select ${st.materialId}, ${st.id}, ${st.companyId}, ${st.supplierId}, ${st.location}, ${kind}, ${qty}::numeric, ${st.onHand},
    ${stPrice}, round(${qty}::numeric * ${stPrice}, 2), ${reference}, ${scope.today}::date, ${scope.userId}
  from ${st}
  returning ${mv.id} as id, ${movementNo(mv)} as "movementNo", ${mv.location} as location, ${mv.qty}::text as qty, ${mv.onHandAfter}::text as "onHandAfter"`;

/** Receipt: the stock row of the location is created or raised in the same statement that writes the ledger row. */
const receiptSql = (scope: Scope, id: number, location: string, qty: string, reference: string): SQL => sql`
  with ${mat} as (
    select ${vmiMaterials.id}, ${vmiMaterials.companyId}, ${vmiMaterials.supplierId}, ${vmiMaterials.agreedPrice} from ${vmiMaterials}
    where ${vmiMaterials.id} = ${id} and ${inScope(scope, sql`${vmiMaterials.companyId}`, sql`${vmiMaterials.supplierId}`)}
      and round(${qty}::numeric * ${vmiMaterials.agreedPrice}, 2) <= ${maxMoney}::numeric
  ), ${st} as (
    insert into ${vmiStock} as ${cur} (${bare(cur.materialId)}, ${bare(cur.companyId)}, ${bare(cur.supplierId)}, ${bare(cur.location)},
      ${bare(cur.onHand)}, ${bare(cur.lastMovedAt)}, ${bare(cur.createdBy)}, ${bare(cur.modifiedBy)})
    select ${mat.id}, ${mat.companyId}, ${mat.supplierId}, ${location}, ${qty}::numeric, now(), ${scope.userId}, ${scope.userId} from ${mat}
    on conflict (${bare(cur.materialId)}, ${bare(cur.location)}) do update
      set ${bare(cur.onHand)} = ${cur.onHand} + ${excluded(cur.onHand)}, ${bare(cur.lastMovedAt)} = now(), ${bare(cur.modifiedAt)} = now(),
        ${bare(cur.modifiedBy)} = ${excluded(cur.modifiedBy)}
      where ${cur.onHand} + ${excluded(cur.onHand)} <= ${maxQty}::numeric
    returning ${cur.id}, ${cur.materialId}, ${cur.companyId}, ${cur.supplierId}, ${cur.location}, ${cur.onHand},
      (select ${mat.agreedPrice} from ${mat}) as ${bare(stPrice)}
  )
  ${inserted("receipt", qty, reference, scope)}`;

/**
 * Consumption: one conditional UPDATE lowers the location's stock only while it covers the quantity (the
 * WHERE is re-checked on the latest row when requests race), and the ledger row comes from its RETURNING.
 */
const consumptionSql = (scope: Scope, id: number, location: string, qty: string, reference: string): SQL => sql`
  with ${st} as (
    update ${vmiStock} ${cur} set ${bare(cur.onHand)} = ${cur.onHand} - ${qty}::numeric, ${bare(cur.lastMovedAt)} = now(),
      ${bare(cur.modifiedAt)} = now(), ${bare(cur.modifiedBy)} = ${scope.userId}
    from ${vmiMaterials} ${mat}
    where ${mat.id} = ${cur.materialId} and ${cur.materialId} = ${id} and ${cur.location} = ${location}
      and ${inScope(scope, sql`${cur.companyId}`, sql`${cur.supplierId}`)}
      and ${cur.onHand} >= ${qty}::numeric and round(${qty}::numeric * ${mat.agreedPrice}, 2) <= ${maxMoney}::numeric
    returning ${cur.id}, ${cur.materialId}, ${cur.companyId}, ${cur.supplierId}, ${cur.location}, ${cur.onHand}, ${mat.agreedPrice}
  )
  ${inserted("consumption", qty, reference, scope)}`;

async function refusal(tx: Db, scope: Scope, id: number, kind: VmiMovementKind, location: string): Promise<AppError> {
  const [row] = await rows<{ onHand: string | null }>(tx, sql`
    select (select ${vmiStock.onHand}::text from ${vmiStock} where ${vmiStock.materialId} = ${m.id} and ${vmiStock.location} = ${location}) as "onHand"
    from ${vmiMaterials} ${m} where ${m.id} = ${id} and ${inScope(scope, sql`${m.companyId}`, sql`${m.supplierId}`)}`);
  if (!row) return notFound();
  if (kind === "receipt") return new AppError("VALIDATION", "validation.quantity.totalTooLarge", { max: quantityValue(maxQty) }, { qty: ["validation.quantity.totalTooLarge"] });
  return new AppError("CONFLICT", "vmiInventory.errors.insufficient", { location, onHand: quantityValue(row.onHand ?? "0") });
}

export async function totalsOf(db: Db, id: number): Promise<Totals> {
  const [t] = await rows<Totals>(db, sql`
    with tot as (select coalesce(sum(${vmiStock.onHand}), 0)::numeric(18, 4) as q from ${vmiStock} where ${vmiStock.materialId} = ${id})
    select tot.q::text as "onHand",
      case when tot.q < ${m.minQty} then 'below_min' when tot.q > ${m.maxQty} then 'above_max' else 'ok' end as state,
      (case when tot.q < ${m.minQty} then ${m.maxQty} - tot.q else 0 end)::numeric(18, 4)::text as suggested
    from ${vmiMaterials} ${m}, tot where ${m.id} = ${id}`);
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
        actor: scope, companyId: scope.companyId, entity: vmiMaterialAuditEntity, entityId: id, action: kind,
        detail: { movementId: r.id, movementNo: r.movementNo, location: r.location, qty: r.qty, onHandAfter: r.onHandAfter, reference: body.reference },
      }),
    });
    const totals = await totalsOf(tx, id);
    return {
      id: Number(moved.id), movementNo: moved.movementNo, kind, location: moved.location, qty: moved.qty, onHandAfter: moved.onHandAfter,
      materialOnHand: totals.onHand, stockState: totals.state, suggestedQty: totals.suggested,
    };
  });
}
