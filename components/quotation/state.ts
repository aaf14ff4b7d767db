import type { z } from "zod";
import { priceRecordList, quotationInvitations, quotationList } from "@/lib/contracts/erp-purchase/quotation";
import { listTableState } from "@/lib/table-state/list-state";

export const invitationTableState = listTableState(quotationInvitations);
export const quoteTableState = listTableState(quotationList);
export const priceTableState = listTableState(priceRecordList);
export type InvitationFilters = z.output<z.ZodObject<typeof quotationInvitations.filters>>;
export type QuoteFilters = z.output<z.ZodObject<typeof quotationList.filters>>;
export type PriceFilters = z.output<z.ZodObject<typeof priceRecordList.filters>>;
