import { receiptColumns, receiptExportQuery } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { xlsxMime } from "@/services/core/export";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { exportListLegacy as exportList } from "@/services/core/export/list-export-legacy";
import { receiptWhere } from "./filters";
import { receiptSpec } from "./list-spec";

export const exportReceipts = defineLegacyRoute({
  method: "get",
  path: "/purchase-receipt/export",
  summary: "The whole filtered goods receipt list as a streamed .xlsx",
  auth: "user",
  rights: ["22_export"],
  query: receiptExportQuery,
  binary: xlsxMime,
  handler: async ({ db, t, principal, query }) => {
    const { sort, columns, ...filters } = query;
    return exportList({
      db,
      t,
      spec: receiptSpec,
      where: receiptWhere(scopeOf(principal), await withSupplierId(db, filters)),
      sort,
      module: "receipt",
      fields: columns ?? receiptColumns,
      kinds: {
        status: { enum: "receiptStatus" },
        lineCount: "int",
        totalRecqty: "decimal",
        totalPassqty: "decimal",
        totalRejectqty: "decimal",
        totalInstoreqty: "decimal",
        hasDifference: "bool",
      },
      widths: { venname: 24, remark: 24 },
      sheet: "purchaseReceipt",
    });
  },
});
