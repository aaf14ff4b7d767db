import { z } from "zod";
import { columnsParam, date, datePreset, decimal, filterText, pageQuery, sortParam } from "../common";

/** SPEC §4: unfinished, completed, stored in warehouse, inspected, goods received. */
export const collectionStates = ["unfinished", "completed", "stored", "inspected", "received"] as const;
export type CollectionState = (typeof collectionStates)[number];
export const downloadStatuses = ["all", "downloaded", "notDownloaded"] as const;

export const collectionColumns = [
  "collectionNo", "collDate", "pono", "buyer", "currency", "state", "totalAmount", "orderCount", "deliveredCount",
  "tradingCompany", "venno", "vensname", "downloadCount", "lastDownloader", "lastDownloadAt",
] as const;
export type CollectionColumn = (typeof collectionColumns)[number];

export const collectionRow = z.object({
  id: z.number().int(),
  collectionNo: z.string(),
  collDate: z.string().describe("purchase date"),
  pono: z.string(),
  buyer: z.string(),
  currency: z.string(),
  state: z.enum(collectionStates),
  totalAmount: decimal,
  orderCount: z.number().int(),
  deliveredCount: z.number().int(),
  tradingCompany: z.string(),
  venno: z.string(),
  vensname: z.string(),
  downloadCount: z.number().int().describe("cumulative downloads of the report"),
  lastDownloader: z.string().nullable(),
  lastDownloadAt: z.string().nullable(),
});
export type CollectionRow = z.infer<typeof collectionRow>;

export const collectionFilters = {
  collectionNo: filterText().describe("collection number prefix"),
  pono: filterText(),
  venno: filterText(20),
  state: z.enum(collectionStates, "validation.status").optional(),
  downloadStatus: z.enum(downloadStatuses, "validation.status").default("all"),
  collDateFrom: date.optional(),
  collDateTo: date.optional(),
  collDateRange: datePreset.optional(),
};
export const collectionListQuery = z.object({ ...collectionFilters, ...pageQuery, sort: sortParam(collectionColumns) });
export const collectionExportQuery = z.object({
  ...collectionFilters,
  sort: sortParam(collectionColumns),
  columns: columnsParam(collectionColumns),
});
export type CollectionListQuery = z.input<typeof collectionListQuery>;
export type CollectionExportQuery = z.input<typeof collectionExportQuery>;

export const collectionLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  itemname: z.string(),
  itemno: z.string(),
  specs: z.string(),
  unit: z.string(),
  quantity: decimal,
  price: decimal,
  amount: decimal,
});
export type CollectionLine = z.infer<typeof collectionLine>;

export const collectionDetail = collectionRow.extend({ lines: z.array(collectionLine) });
export type CollectionDetail = z.infer<typeof collectionDetail>;
