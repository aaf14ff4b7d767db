import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { vmiMovementKinds, type VmiMovementKind } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");

/**
 * A consignment agreement per company, supplier and material (the info record of SAP consignment): the
 * min/max levels and the agreed tax-inclusive unit price at which consumption is settled.
 */
export const vmiMaterials = pgTable(
  "vmi_materials",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    itemno: text("itemno").notNull(),
    itemdesc: text("itemdesc").notNull(),
    unit: text("unit").notNull(),
    minQty: qty("min_qty"),
    maxQty: qty("max_qty"),
    agreedPrice: numeric("agreed_price", { precision: 18, scale: 6 }).notNull(),
    currency: text("currency").notNull().default("CNY"),
    defaultLocation: text("default_location").notNull(),
    ...tracked,
  },
  (t) => [
    uniqueIndex("vmi_materials_company_supplier_item_uq").on(t.companyId, t.supplierId, t.itemno),
    index("vmi_materials_company_item_idx").on(t.companyId, t.itemno, t.id),
    check("vmi_materials_levels_ck", sql`${t.minQty} >= 0 and ${t.maxQty} >= ${t.minQty}`),
    check("vmi_materials_price_ck", sql`${t.agreedPrice} > 0`),
  ],
);

/** On-hand per material and location, changed only together with a movement row in one statement. */
export const vmiStock = pgTable(
  "vmi_stock",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    materialId: integer("material_id").notNull().references(() => vmiMaterials.id),
    companyId: integer("company_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    location: text("location").notNull(),
    onHand: qty("on_hand"),
    lastMovedAt: timestamp("last_moved_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [
    uniqueIndex("vmi_stock_material_location_uq").on(t.materialId, t.location),
    check("vmi_stock_on_hand_ck", sql`${t.onHand} >= 0`),
  ],
);

/** The movements ledger: quantities are positive, the kind gives the sign; unit price is the agreed one at the time. */
export const vmiMovements = pgTable(
  "vmi_movements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    materialId: integer("material_id").notNull().references(() => vmiMaterials.id),
    stockId: integer("stock_id").notNull().references(() => vmiStock.id),
    companyId: integer("company_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    location: text("location").notNull(),
    kind: text("kind").$type<VmiMovementKind>().notNull(),
    qty: numeric("qty", { precision: 18, scale: 4 }).notNull(),
    onHandAfter: numeric("on_hand_after", { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 18, scale: 6 }).notNull(),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull(),
    reference: text("reference").notNull().default(""),
    moveDate: date("move_date", { mode: "string" }).notNull(),
    movedBy: integer("moved_by").notNull(),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vmi_movements_scope_idx").on(t.companyId, t.supplierId, t.movedAt, t.id),
    index("vmi_movements_company_idx").on(t.companyId, t.movedAt, t.id),
    index("vmi_movements_settle_idx").on(t.companyId, t.supplierId, t.kind, t.moveDate),
    index("vmi_movements_stock_idx").on(t.stockId),
    check("vmi_movements_kind_ck", oneOf(t.kind, vmiMovementKinds)),
    check("vmi_movements_qty_ck", sql`${t.qty} > 0 and ${t.onHandAfter} >= 0`),
  ],
);
