import { z } from "zod/mini";
import { dateRangeFilters, decimal, filterText, idParam } from "../common";
import { col, defineList, xlsxMime, type ColumnDecl, type FiltersOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { lineCaption } from "../kit/captions";
import { downloadStatuses } from "./purchase-collection-values";

export { downloadStatuses };

/** docs/requirements.md §4: unfinished, completed, stored in warehouse, inspected, goods received. */
export const collectionStates = ["unfinished", "completed", "stored", "inspected", "received"] as const;
export type CollectionState = (typeof collectionStates)[number];

/** Purchase collection orders (download report); `downloadCount` counts every report download. */
export const purchaseCollectionList = defineList({
  service: "erp-purchase",
  path: "/purchase-collection",
  namespace: "purchaseCollection",
  summary: "Purchase collection orders (download report): state and download-status filters, keyset pages",
  defaultSort: "-collDate",
  columns: {
    collectionNo: col.text(),
    collDate: col.date(),
    pono: col.text(),
    buyer: col.text(),
    currency: col.text(),
    state: col.enum("collectionState", collectionStates, {
      tones: { unfinished: "warning", completed: "success", stored: "success", inspected: "outline", received: "secondary" },
    }),
    totalAmount: col.money(),
    orderCount: col.int(),
    deliveredCount: col.int(),
    tradingCompany: col.text({ width: 24 }),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    downloadCount: col.int(),
    lastDownloader: col.text({ nullable: true }),
    lastDownloadAt: col.datetime({ nullable: true }),
  },
  filters: {
    collectionNo: filterText().check(z.describe("collection number prefix")),
    pono: filterText(),
    venno: filterText(20),
    state: z.optional(z.enum(collectionStates, "validation.status")),
    downloadStatus: z._default(z.enum(downloadStatuses, "validation.status"), "all"),
    ...dateRangeFilters("collDate"),
  },
});
export const collectionRow = purchaseCollectionList.row;
export type CollectionRow = z.infer<typeof collectionRow>;
export type CollectionListQuery = z.input<typeof purchaseCollectionList.listQuery>;
export type PurchaseCollectionFilters = FiltersOf<typeof purchaseCollectionList>;

export const collectionLine = z.object({
  id: z.number().check(z.int()),
  lineNo: z.number().check(z.int()),
  itemname: z.string(),
  itemno: z.string(),
  specs: z.string(),
  unit: z.string(),
  quantity: decimal,
  price: decimal,
  amount: decimal,
});
export type CollectionLine = z.infer<typeof collectionLine>;

/** The material lines as the detail and the download report show them; captions `purchaseCollection.lineColumns.*`. */
const collectionLineColumns = {
  lineNo: col.int(),
  itemname: col.text({ width: 30 }),
  itemno: col.text(),
  specs: col.text(),
  unit: col.text(),
  quantity: col.decimal(),
  price: col.decimal(),
  amount: col.money(),
} satisfies { [K in keyof CollectionLine]?: ColumnDecl };
export const collectionLineTable = {
  columns: collectionLineColumns,
  fields: Object.keys(collectionLineColumns) as Array<keyof typeof collectionLineColumns>,
  caption: (field: string) => lineCaption("purchaseCollection", field),
};

export const collectionDetail = z.extend(collectionRow, { lines: z.array(collectionLine) });
export type CollectionDetail = z.infer<typeof collectionDetail>;

const ops = serviceOps("erp-purchase");
export const purchaseCollectionOps = {
  detail: ops.get("/purchase-collection/:id", {
    summary: "One collection order with its material lines",
    params: idParam,
    response: collectionDetail,
  }),
  download: ops.post("/purchase-collection/:id/download", {
    summary: "Download a collection order's report (.xlsx); counts the download and records the downloader and time",
    params: idParam,
    binary: xlsxMime,
  }),
};
