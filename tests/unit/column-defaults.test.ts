import { describe, expect, it } from "vitest";
import type { ColumnDef } from "@/components/data-table/types";
import { roleDefaultOrder } from "@/components/data-table/column-prefs";
import { purchaseOrderList } from "@/lib/contracts/erp-purchase/purchase-order";
import { deliveryNoticeList } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { ColumnDecl } from "@/lib/contracts/kit/list";

/** Issue 16 §5: per-role default columns, as the PO list declares them. */
const columnsOf = (decl: { fields: readonly string[]; columns: Record<string, ColumnDecl> }, title: string[]): ColumnDef<never>[] =>
  decl.fields.map((f) => ({ id: f, meta: { cardTitle: title.includes(f), lead: decl.columns[f]!.lead, staffOnly: decl.columns[f]!.staffOnly } }));

describe("default columns per role", () => {
  const columns = columnsOf(purchaseOrderList, ["pono", "lineNo"]);

  it("gives a supplier the key columns, then status, remaining and confirmation, then the rest in declared order", () => {
    const order = roleDefaultOrder(columns, true);
    expect(order.slice(0, 5)).toEqual(["pono", "lineNo", "remainQty", "receiveStatus", "confirmStatus"]);
    expect(order.slice(5)).toEqual(purchaseOrderList.fields.filter((f) => !order.slice(0, 5).includes(f)));
  });

  it("keeps the declared order for staff", () => {
    expect(roleDefaultOrder(columns, false)).toEqual([...purchaseOrderList.fields]);
  });

  it("declares the supplier's own number and name as staff columns in every list that shows them", () => {
    for (const decl of [purchaseOrderList, deliveryNoticeList] as { fields: readonly string[]; columns: Record<string, ColumnDecl> }[]) {
      const supplierCols = decl.fields.filter((f) => f === "venno" || f === "vensname");
      expect(supplierCols.length).toBeGreaterThan(0);
      for (const f of supplierCols) expect(decl.columns[f]).toMatchObject({ staffOnly: true });
    }
  });
});
