import { purchaseOrderColumns, purchaseOrderExportQuery, type PurchaseOrderColumn } from "@/lib/contracts/erp-purchase/purchase-order";
import { xlsxMime } from "@/services/core/export";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { exportList, type ColumnKind } from "@/services/core/export/list-export";
import { purchaseOrderWhere } from "./filters";
import { purchaseOrderSpec } from "./list-spec";

const decimals = ["payqty", "remainQty", "sentQty", "focqty", "hsdj", "dj", "amount", "gsm", "recqty", "recfocqty",
  "instoreqty", "rejectqty", "rejectfocqty", "tonnageprice"] as const;

const kinds: Partial<Record<PurchaseOrderColumn, ColumnKind>> = {
  ...Object.fromEntries(decimals.map((f) => [f, "decimal"])),
  lineNo: "int",
  isSend: "bool",
  completeStatus: { enum: "completeStatus" },
  auditStatus: { enum: "auditStatus" },
  receiveStatus: { enum: "receiveStatus" },
  priceReviewStatus: { enum: "priceReviewStatus" },
  confirmStatus: { enum: "confirmDecision" },
};

export const exportPurchaseOrders = defineLegacyRoute({
  method: "get",
  path: "/purchase-order/export",
  summary: "The whole filtered purchase order list as a streamed .xlsx (no row cap), columns as shown",
  auth: "user",
  rights: ["21_export"],
  query: purchaseOrderExportQuery,
  binary: xlsxMime,
  handler: async ({ db, t, principal, query }) => {
    const { sort, columns, ...filters } = query;
    return exportList({
      db,
      t,
      spec: purchaseOrderSpec,
      where: purchaseOrderWhere(scopeOf(principal), await withSupplierId(db, filters)),
      sort,
      module: "order",
      fields: columns ?? purchaseOrderColumns,
      kinds,
      widths: { itemdesc: 28, specs: 20, remark: 24, vensname: 20 },
      sheet: "purchaseOrder",
    });
  },
});
