import { priceInquiryList } from "@/lib/contracts/erp-purchase/price-inquiry";
import { listTableState } from "@/lib/table-state/list-state";
import type { z } from "zod/mini";

export const inquiryTableState = listTableState(priceInquiryList);
export type InquiryFilters = z.output<z.ZodMiniObject<typeof priceInquiryList.filters>>;
