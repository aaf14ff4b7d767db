"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { InitialPage } from "@/components/data-table/initial-page";
import type { z } from "zod/mini";
import type { PriceRecordRow, QuotationRow, quotationInvitations } from "@/lib/contracts/erp-purchase/quotation";
import { InvitationList, PriceList, QuoteList } from "./lists";
import { tabOf, tabsFor } from "./state";

type InvitationRow = z.infer<typeof quotationInvitations.row>;

/** The first page the server read, for the tab it was read for. */
export type QuotationInitial =
  | { tab: "invitations"; page: InitialPage<InvitationRow> | null }
  | { tab: "quotes"; page: InitialPage<QuotationRow> | null }
  | { tab: "prices"; page: InitialPage<PriceRecordRow> | null };


/** Quotation query: the supplier's inquiries to quote, quotes and awarded prices (a buyer: the company's). */
export function QuotationPage({ userNo, isSupplier, initial }: { userNo: string; isSupplier: boolean; initial: QuotationInitial }) {
  const t = useTranslations("quotation.tabs");
  const router = useRouter();
  const pathname = usePathname();
  const tabs = tabsFor(isSupplier);
  const tab = tabOf(useSearchParams().get("tab"), isSupplier);
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" className="flex gap-1 border-b">
        {tabs.map((x) => (
          <button key={x} type="button" role="tab" aria-selected={tab === x} data-testid={`tab-${x}`}
            className={cn("-mb-px border-b-2 px-3 py-2 text-sm", tab === x ? "border-primary font-medium text-foreground" : "border-transparent text-muted-foreground hover:text-foreground")}
            onClick={() => router.replace(`${pathname}?tab=${x}`)}>
            {t(x)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "invitations" && <InvitationList userNo={userNo} initial={initial.tab === "invitations" ? initial.page : null} />}
        {tab === "quotes" && <QuoteList userNo={userNo} isSupplier={isSupplier} initial={initial.tab === "quotes" ? initial.page : null} />}
        {tab === "prices" && <PriceList userNo={userNo} isSupplier={isSupplier} initial={initial.tab === "prices" ? initial.page : null} />}
      </div>
    </div>
  );
}
