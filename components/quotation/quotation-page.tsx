"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { InvitationList, PriceList, QuoteList } from "./lists";

const tabsFor = (isSupplier: boolean) => (isSupplier ? (["invitations", "quotes", "prices"] as const) : (["quotes", "prices", "invitations"] as const));

/** Quotation query: the supplier's inquiries to quote, quotes and awarded prices (a buyer: the company's). */
export function QuotationPage({ userNo, isSupplier }: { userNo: string; isSupplier: boolean }) {
  const t = useTranslations("quotation.tabs");
  const router = useRouter();
  const pathname = usePathname();
  const tabs = tabsFor(isSupplier);
  const asked = useSearchParams().get("tab");
  const tab = tabs.find((x) => x === asked) ?? tabs[0];
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
        {tab === "invitations" && <InvitationList userNo={userNo} />}
        {tab === "quotes" && <QuoteList userNo={userNo} isSupplier={isSupplier} />}
        {tab === "prices" && <PriceList userNo={userNo} isSupplier={isSupplier} />}
      </div>
    </div>
  );
}
