import { z } from "zod";
import { defineTableState } from "@/lib/table-state";
import { deliveryNoticeColumns, deliveryNoticeFilters, openLineColumns, openLineQuery, pageQuery } from "@/lib/contracts/erp-purchase";

export const noticeTableState = defineTableState({
  filters: z.object(deliveryNoticeFilters),
  sortable: deliveryNoticeColumns,
  paging: pageQuery,
});
export type NoticeFilters = z.output<z.ZodObject<typeof deliveryNoticeFilters>>;

const openLineFilters = openLineQuery.pick({ pono: true, item: true, venno: true });
export const openLineTableState = defineTableState({ filters: openLineFilters, sortable: openLineColumns, paging: pageQuery });
export type OpenLineFilters = z.output<typeof openLineFilters>;
