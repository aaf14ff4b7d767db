import type { z } from "zod/mini";
import { priceRecordList, quotationInvitations, quotationList } from "@/lib/contracts/erp-purchase/quotation";
import { listTableState } from "@/lib/table-state/list-state";

export const invitationTableState = listTableState(quotationInvitations);
export const quoteTableState = listTableState(quotationList);
export const priceTableState = listTableState(priceRecordList);
export type InvitationFilters = z.output<z.ZodMiniObject<typeof quotationInvitations.filters>>;
export type QuoteFilters = z.output<z.ZodMiniObject<typeof quotationList.filters>>;
export type PriceFilters = z.output<z.ZodMiniObject<typeof priceRecordList.filters>>;

export type QuotationTab = "invitations" | "quotes" | "prices";
const tabOrder = { supplier: ["invitations", "quotes", "prices"], staff: ["quotes", "prices", "invitations"] } as const;
export const tabsFor = (isSupplier: boolean): readonly QuotationTab[] => tabOrder[isSupplier ? "supplier" : "staff"];
/** The tab a URL asks for, or the viewer's first. */
export const tabOf = (asked: unknown, isSupplier: boolean): QuotationTab => tabsFor(isSupplier).find((x) => x === asked) ?? tabsFor(isSupplier)[0]!;
