"use client";

import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PriceInquiryRow } from "@/lib/contracts/erp-purchase/price-inquiry";
import { columnCaption } from "@/lib/contracts/kit/captions";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import type { FiltersOf } from "@/lib/contracts/kit/list";
import type { priceInquiryList } from "@/lib/contracts/erp-purchase/price-inquiry";

type InquiryFilters = FiltersOf<typeof priceInquiryList>;
import type { ParsedList } from "@/lib/table-state/initial-page";

/**
 * The buyer's inquiries: derived status (closed after the deadline), counts, export; a row opens the inquiry.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function InquiryList({ userNo, initial, state, codec, view }: {
  userNo: string;
} & ParsedList<PriceInquiryRow, InquiryFilters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<PriceInquiryRow, InquiryFilters>({ initial, state, codec, view });
  const columns = declaredColumns<PriceInquiryRow>(declaredOf(view), t, {
    cells: {
      inquiryNo: (row) => (
        <Link href={`/purchase/inquiry/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-inquiry">
          {row.inquiryNo}
        </Link>
      ),
    },
  });
  return (
    <ListView
      decl={view}
      list={list}
      userNo={userNo}
      columns={columns}
      filters={{ captions: { q: t(columnCaption(view.namespace, "inquiryNo")) } }}
      exportRight={rights.priceInquiry.export}
      onRowOpen={(row) => router.push(`/purchase/inquiry/${row.id}`)}
      actions={
        <RequireRights anyOf={[rights.priceInquiry.add]}>
          <Link href="/purchase/inquiry/new" className={buttonVariants({ size: "sm" })} data-testid="new-inquiry">
            <Plus aria-hidden="true" />{t("priceInquiry.new")}
          </Link>
        </RequireRights>
      }
    />
  );
}
