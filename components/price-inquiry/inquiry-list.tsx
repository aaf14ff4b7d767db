"use client";

import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { inquiryStatuses, priceInquiryList, type PriceInquiryRow } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { EnumFilter } from "@/components/common/filter-fields";
import { buttonVariants } from "@/components/ui/button";
import { inquiryTableState, type InquiryFilters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

function Filters({ state, onApply }: Pick<ListFiltersProps<InquiryFilters>, "state" | "onApply">) {
  const t = useTranslations();
  const filters = useFilterDraft(inquiryTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(priceInquiryList.caption("inquiryNo"))} name="q" />
      <EnumFilter label={t(priceInquiryList.caption("status"))} name="status" enumName="inquiryStatus" values={inquiryStatuses} />
    </ListFilterBar>
  );
}

/** The buyer's inquiries: derived status (closed after the deadline), counts, export; a row opens the inquiry. */
export function InquiryList({ userNo, initial }: { userNo: string; initial?: InitialPage<PriceInquiryRow> | null }) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<PriceInquiryRow, InquiryFilters>(inquiryTableState, priceInquiryList.list.service, priceInquiryList.list.path, { initial });
  const columns = declaredColumns<PriceInquiryRow>(priceInquiryList, t, {
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
      decl={priceInquiryList}
      list={list}
      userNo={userNo}
      columns={columns}
      filters={(p) => <Filters {...p} />}
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
