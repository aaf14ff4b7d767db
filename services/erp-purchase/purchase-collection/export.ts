import { collectionColumns, collectionExportQuery } from "@/lib/contracts/erp-purchase/purchase-collection";
import { xlsxMime } from "@/services/core/export";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { exportListLegacy as exportList } from "@/services/core/export/list-export-legacy";
import { collectionWhere } from "./filters";
import { collectionSpec } from "./list-spec";

export const exportCollections = defineLegacyRoute({
  method: "get",
  path: "/purchase-collection/export",
  summary: "The whole filtered collection order list as a streamed .xlsx",
  auth: "user",
  rights: ["26_export"],
  query: collectionExportQuery,
  binary: xlsxMime,
  handler: async ({ db, t, principal, query }) => {
    const { sort, columns, ...filters } = query;
    return exportList({
      db,
      t,
      spec: collectionSpec,
      where: collectionWhere(scopeOf(principal), await withSupplierId(db, filters)),
      sort,
      module: "collection",
      fields: columns ?? collectionColumns,
      kinds: { state: { enum: "collectionState" }, totalAmount: "decimal", orderCount: "int", deliveredCount: "int", downloadCount: "int" },
      widths: { tradingCompany: 24, vensname: 20 },
      sheet: "purchaseCollection",
    });
  },
});
