import type { z } from "zod/mini";
import { priceRecordList, quotationInvitations, quotationList } from "@/lib/contracts/erp-purchase/quotation";
import { listTableState } from "@/lib/table-state/list-state";

export const invitationTableState = listTableState(quotationInvitations);
export const quoteTableState = listTableState(quotationList);
export const priceTableState = listTableState(priceRecordList);
export type InvitationRow = z.infer<typeof quotationInvitations.row>;
export type InvitationFilters = z.output<z.ZodMiniObject<typeof quotationInvitations.filters>>;
export type QuoteFilters = z.output<z.ZodMiniObject<typeof quotationList.filters>>;
export type PriceFilters = z.output<z.ZodMiniObject<typeof priceRecordList.filters>>;
