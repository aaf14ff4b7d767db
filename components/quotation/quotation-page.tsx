"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { PriceRecordRow, QuotationRow } from "@/lib/contracts/erp-purchase/quotation";
import { InvitationList, PriceList, QuoteList, type InvitationFilters, type InvitationRow, type PriceFilters, type QuoteFilters } from "./lists";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { tabsFor } from "./tabs";

/** The tab the server read the URL for, with that tab's list as the server parsed it. */
export type QuotationInitial =
  | ({ tab: "invitations" } & ParsedList<InvitationRow, InvitationFilters>)
  | ({ tab: "quotes" } & ParsedList<QuotationRow, QuoteFilters>)
  | ({ tab: "prices" } & ParsedList<PriceRecordRow, PriceFilters>);

/**
 * Quotation query: the supplier's inquiries to quote, quotes and awarded prices (a buyer: the company's).
 * The page parses the URL (its tab too) and hands over the open tab's list: no schema loads here.
 */
export function QuotationPage({ userNo, isSupplier, initial }: { userNo: string; isSupplier: boolean; initial: QuotationInitial }) {
  const t = useTranslations("quotation");
  const router = useRouter();
  const pathname = usePathname();
  const tabs = tabsFor(isSupplier);
  const tab = initial.tab;
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" className="flex gap-1 border-b">
        {tabs.map((x) => (
          <button key={x} type="button" role="tab" aria-selected={tab === x} data-testid={`tab-${x}`}
            className={cn("-mb-px border-b-2 px-3 py-2 text-sm", tab === x ? "border-primary font-medium text-foreground" : "border-transparent text-muted-foreground hover:text-foreground")}
            onClick={() => router.replace(`${pathname}?tab=${x}`)}>
            {t(`tabs.${x}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {initial.tab === "quotes" && !isSupplier && <p className="mb-2 text-sm text-muted-foreground" data-testid="sealed-hint">{t("sealedHint")}</p>}
        {initial.tab === "invitations" && <InvitationList userNo={userNo} {...initial} />}
        {initial.tab === "quotes" && <QuoteList userNo={userNo} {...initial} />}
        {initial.tab === "prices" && <PriceList userNo={userNo} {...initial} />}
      </div>
    </div>
  );
}
