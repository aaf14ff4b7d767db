import { deliveryNoticeColumns, deliveryNoticeExportQuery } from "@/lib/contracts/erp-purchase/delivery-notice";
import { xlsxMime } from "@/services/core/export";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { exportListLegacy as exportList } from "@/services/core/export/list-export-legacy";
import { deliveryNoticeWhere } from "./filters";
import { deliveryNoticeSpec } from "./list-spec";

export const exportDeliveryNotices = defineLegacyRoute({
  method: "get",
  path: "/delivery-notice/export",
  summary: "The whole filtered delivery notice list as a streamed .xlsx",
  auth: "user",
  rights: ["31_export"],
  query: deliveryNoticeExportQuery,
  binary: xlsxMime,
  handler: async ({ db, t, principal, query }) => {
    const { sort, columns, ...filters } = query;
    return exportList({
      db,
      t,
      spec: deliveryNoticeSpec,
      where: deliveryNoticeWhere(scopeOf(principal), await withSupplierId(db, filters)),
      sort,
      module: "notice",
      fields: columns ?? deliveryNoticeColumns,
      kinds: { status: { enum: "noticeStatus" }, urgent: "bool", lineCount: "int", totalQty: "decimal" },
      widths: { receiveAddress: 28, receiveCompany: 24, remark: 24 },
      sheet: "deliveryNotice",
    });
  },
});
