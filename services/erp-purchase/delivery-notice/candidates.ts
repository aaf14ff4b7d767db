import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deliveryNoticeOps, noticeCandidateList } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { and, contains, inScope, listPage, startsWith } from "@/services/core/list";
import { listSpec, sortKeysOf, type ListSource } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { defineRoute } from "@/services/core/route";
import { purchaseOrderLines, suppliers } from "@/services/db/schema";
import { sendableQty } from "../purchase-order/sendable-line";
import { nextScheduled } from "../purchase-order/schedule";

type PoLines = typeof purchaseOrderLines | ReturnType<typeof alias<typeof purchaseOrderLines, string>>;

/** The PO line's own columns that a notice line and a candidate both show. */
export const poLineColumns = (l: PoLines) => ({
  orderId: l.orderId,
  pono: l.pono,
  locTypeName: l.locTypeName,
  itemno: l.itemno,
  itemdesc: l.itemdesc,
  specs: l.specs,
  packunit: l.packunit,
  payqty: l.payqty,
  sentQty: l.sentQty,
  remainQty: l.remainQty,
});

/** A line a notice may take: its order received, the line open, something left to send (the picker and the workbook). */
export const shippable = (l: PoLines): SQL =>
  sql`${l.receiveStatus} = 'received' and ${l.completeStatus} = 'open' and ${l.remainQty} > 0 and ${sendableQty(l)} > 0`;

const l = alias(purchaseOrderLines, "l");
const s = alias(suppliers, "s");
const own = Object.fromEntries(Object.entries(poLineColumns(l)).map(([f, c]) => [f, sql`${c}`])) as Record<keyof ReturnType<typeof poLineColumns>, SQL>;

type Source = ListSource<typeof noticeCandidateList>;
const source = {
  from: sql`${purchaseOrderLines} ${l} join ${suppliers} ${s} on ${s.id} = ${l.supplierId}`,
  countFrom: sql`${purchaseOrderLines} ${l}`,
  id: sql`${l.id}`,
  select: {
    ...own,
    lineNo: sql`${l.lineNo}`,
    podate: sql`${l.podate}`,
    deldate: sql`${l.deldate}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    supplierId: sql`${l.supplierId}`,
    sendableQty: sendableQty(l),
    scheduledQty: nextScheduled(l).qty,
    scheduledDate: nextScheduled(l).date,
  },
} satisfies Omit<Source, "where" | "rights">;
/** listSpec reads only a source's SQL; the route below carries the rights (add or edit) and the WHERE. */
const spec = listSpec(noticeCandidateList, source as Source);

/** The notice form's picker: lines of received orders, still open, with something left to send. */
export const listNoticeCandidates = defineRoute(deliveryNoticeOps.candidates, {
  rights: [rights.deliveryNotice.add, rights.deliveryNotice.edit],
  sortKeys: sortKeysOf(spec),
  handler: async ({ db, scope, query }) => {
    const { limit, cursor, sort, pono, item } = query;
    const { supplierId } = await withSupplierId(db, query);
    const where = and([
      inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`),
      shippable(l),
      pono && startsWith(sql`${l.pono}`, pono),
      item && sql`${startsWith(sql`${l.itemno}`, item)} or ${contains(sql`${l.itemdesc}`, item)}`,
      supplierId !== undefined && sql`${l.supplierId} = ${supplierId}`,
    ]);
    return listPage(db, spec, where, { limit, cursor, sort });
  },
});
