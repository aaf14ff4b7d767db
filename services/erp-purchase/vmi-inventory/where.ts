import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { VmiInventoryFilters, VmiMovementFilters } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { suppliers, vmiMaterials, vmiMovements, vmiStock } from "@/services/db/schema";

export const m = alias(vmiMaterials, "m");
export const s = alias(suppliers, "s");
export const mv = alias(vmiMovements, "mv");
const st = alias(vmiStock, "st");

/** A material's on-hand is the sum of its locations' stock (each the sum of its movements). */
const onHand = sql`coalesce((select sum(${st.onHand}) from ${vmiStock} ${st} where ${st.materialId} = ${m.id}), 0)::numeric(18, 4)`;
const lastMovedAt = sql`(select max(${st.lastMovedAt}) from ${vmiStock} ${st} where ${st.materialId} = ${m.id})`;

export const stockStateOf = (total: SQL) =>
  sql`case when ${total} < ${m.minQty} then 'below_min' when ${total} > ${m.maxQty} then 'above_max' else 'ok' end`;
/** Below the minimum: replenish up to the maximum. */
export const suggestedOf = (total: SQL) => sql`(case when ${total} < ${m.minQty} then ${m.maxQty} - ${total} else 0 end)::numeric(18, 4)`;

export const materialFrom = sql`${vmiMaterials} ${m} join ${suppliers} ${s} on ${s.id} = ${m.supplierId}`;
export const materialSelect = {
  venno: sql`${s.venNo}`,
  vensname: sql`${s.shortName}`,
  itemno: sql`${m.itemno}`,
  itemdesc: sql`${m.itemdesc}`,
  unit: sql`${m.unit}`,
  onHand: sql`${onHand}`,
  minQty: sql`${m.minQty}`,
  maxQty: sql`${m.maxQty}`,
  suggestedQty: suggestedOf(onHand),
  stockState: stockStateOf(onHand),
  agreedPrice: sql`${m.agreedPrice}`,
  currency: sql`${m.currency}`,
  defaultLocation: sql`${m.defaultLocation}`,
  lastMovedAt: lastMovedAt,
  supplierId: sql`${m.supplierId}`,
};

export function vmiInventoryWhere(scope: Scope, f: VmiInventoryFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${m.companyId}`, sql`${m.supplierId}`),
    f.itemno && startsWith(sql`${m.itemno}`, f.itemno),
    f.supplierId !== undefined && sql`${m.supplierId} = ${f.supplierId}`,
    f.stockState && sql`${stockStateOf(onHand)} = ${f.stockState}`,
  ]);
}

export function vmiMovementWhere(scope: Scope, f: VmiMovementFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${mv.companyId}`, sql`${mv.supplierId}`),
    f.itemno && startsWith(sql`${m.itemno}`, f.itemno),
    f.supplierId !== undefined && sql`${mv.supplierId} = ${f.supplierId}`,
    f.location && startsWith(sql`${mv.location}`, f.location),
    f.kind && sql`${mv.kind} = ${f.kind}`,
    between(sql`${mv.moveDate}`, f.moveDateFrom, f.moveDateTo),
    inPreset(sql`${mv.moveDate}`, f.moveDateRange, scope),
  ]);
}
