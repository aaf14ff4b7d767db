import { sql } from "drizzle-orm";
import { listResult } from "@/lib/contracts/common";
import { openLine, openLineColumns, openLineQuery, type OpenLine } from "@/lib/contracts/erp-purchase/delivery-notice";
import { and, contains, inScope, listPage, scopeOf, startsWith, type ListSpec } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { dateText, int, str } from "@/services/core/sql";

const spec: ListSpec<OpenLine, (typeof openLineColumns)[number]> = {
  from: sql`purchase_order_lines l join suppliers s on s.id = l.supplier_id`,
  countFrom: sql`purchase_order_lines l`,
  columns: sql`l.id, l.order_id, l.supplier_id, l.pono, ${dateText(sql`l.podate`)} as podate, l.line_no,
    ${dateText(sql`l.deldate`)} as deldate, s.ven_no, s.short_name, l.loc_type_name, l.itemno, l.itemdesc, l.specs,
    l.packunit, l.payqty, l.sent_qty, l.remain_qty`,
  id: sql`l.id`,
  sorts: {
    pono: { expr: sql`l.pono`, type: "text" },
    podate: { expr: sql`l.podate`, type: "date" },
    deldate: { expr: sql`l.deldate`, type: "date" },
    venno: { expr: sql`s.ven_no`, type: "text" },
    itemno: { expr: sql`l.itemno`, type: "text" },
    itemdesc: { expr: sql`l.itemdesc`, type: "text" },
    remainQty: { expr: sql`l.remain_qty`, type: "numeric" },
  },
  defaultSort: "deldate",
  map: (r) => ({
    id: int(r.id),
    orderId: int(r.order_id),
    supplierId: int(r.supplier_id),
    pono: str(r.pono),
    podate: str(r.podate),
    lineNo: int(r.line_no),
    deldate: str(r.deldate),
    venno: str(r.ven_no),
    vensname: str(r.short_name),
    locTypeName: str(r.loc_type_name),
    itemno: str(r.itemno),
    itemdesc: str(r.itemdesc),
    specs: str(r.specs),
    packunit: str(r.packunit),
    payqty: str(r.payqty),
    sentQty: str(r.sent_qty),
    remainQty: str(r.remain_qty),
  }),
};

/** The notice form's picker: lines of received orders, still open, with something left to send. */
export const listOpenLines = defineLegacyRoute({
  method: "get",
  path: "/delivery-notice/open-lines",
  summary: "PO lines that can go on a delivery notice: order received, line open, remaining > 0",
  auth: "user",
  rights: ["31_add", "31_edit"],
  query: openLineQuery,
  response: listResult(openLine),
  handler: async ({ db, principal, query }) => {
    const { limit, cursor, sort, pono, item } = query;
    const { supplierId } = await withSupplierId(db, query);
    const where = and([
      inScope(scopeOf(principal), sql`l.company_id`, sql`l.supplier_id`),
      sql`l.receive_status = 'received' and l.complete_status = 'open' and l.remain_qty > 0`,
      pono && startsWith(sql`l.pono`, pono),
      item && sql`${startsWith(sql`l.itemno`, item)} or ${contains(sql`l.itemdesc`, item)}`,
      supplierId !== undefined && sql`l.supplier_id = ${supplierId}`,
    ]);
    return listPage(db, spec, where, { limit, cursor, sort });
  },
});
