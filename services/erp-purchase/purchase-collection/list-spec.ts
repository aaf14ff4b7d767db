import { sql } from "drizzle-orm";
import type { CollectionColumn, CollectionRow } from "@/lib/contracts/erp-purchase/purchase-collection";
import type { ListSpec, SortField } from "@/services/core/list";
import { dateText, int, isoText, str, strOrNull } from "@/services/core/sql";

const text = (col: string): SortField => ({ expr: sql.raw(col), type: "text" });

const sorts: Record<CollectionColumn, SortField> = {
  collectionNo: text("c.collection_no"),
  collDate: { expr: sql`c.coll_date`, type: "date" },
  pono: text("c.pono"),
  buyer: text("c.buyer"),
  currency: text("c.currency"),
  state: text("c.state"),
  totalAmount: { expr: sql`c.total_amount`, type: "numeric" },
  orderCount: { expr: sql`c.order_count`, type: "int" },
  deliveredCount: { expr: sql`c.delivered_count`, type: "int" },
  tradingCompany: text("c.trading_company"),
  venno: text("s.ven_no"),
  vensname: text("s.short_name"),
  downloadCount: { expr: sql`c.download_count`, type: "int" },
  lastDownloader: text("coalesce(c.last_downloader, '')"),
  lastDownloadAt: { expr: sql`coalesce(c.last_download_at, '1970-01-01T00:00:00Z'::timestamptz)`, type: "timestamptz" },
};

export const collectionColumnsSql = sql`c.id, c.collection_no, ${dateText(sql`c.coll_date`)} as coll_date, c.pono, c.buyer,
  c.currency, c.state, c.total_amount, c.order_count, c.delivered_count, c.trading_company, s.ven_no, s.short_name,
  c.download_count, c.last_downloader, ${isoText(sql`c.last_download_at`)} as last_download_at`;

export const collectionFrom = sql`collection_orders c join suppliers s on s.id = c.supplier_id`;

export function collectionRowOf(r: Record<string, unknown>): CollectionRow {
  return {
    id: int(r.id),
    collectionNo: str(r.collection_no),
    collDate: str(r.coll_date),
    pono: str(r.pono),
    buyer: str(r.buyer),
    currency: str(r.currency),
    state: str(r.state) as CollectionRow["state"],
    totalAmount: str(r.total_amount),
    orderCount: int(r.order_count),
    deliveredCount: int(r.delivered_count),
    tradingCompany: str(r.trading_company),
    venno: str(r.ven_no),
    vensname: str(r.short_name),
    downloadCount: int(r.download_count),
    lastDownloader: strOrNull(r.last_downloader),
    lastDownloadAt: strOrNull(r.last_download_at),
  };
}

export const collectionSpec: ListSpec<CollectionRow, CollectionColumn> = {
  from: collectionFrom,
  countFrom: sql`collection_orders c`,
  columns: collectionColumnsSql,
  id: sql`c.id`,
  sorts,
  defaultSort: "-collDate",
  map: collectionRowOf,
};
