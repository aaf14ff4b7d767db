"use client";

import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { PriceRecordRow, QuotationRow } from "@/lib/contracts/erp-purchase/quotation";
import { columnCaption } from "@/lib/contracts/kit/captions";
import { rights } from "@/lib/rights/codes";
import { useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import type { ParsedList } from "@/lib/table-state/initial-page";
import type { FiltersOf, RowOf } from "@/lib/contracts/kit/list";
import type { priceRecordList, quotationInvitations, quotationList } from "@/lib/contracts/erp-purchase/quotation";

export type InvitationRow = RowOf<typeof quotationInvitations>;
export type InvitationFilters = FiltersOf<typeof quotationInvitations>;
export type QuoteFilters = FiltersOf<typeof quotationList>;
export type PriceFilters = FiltersOf<typeof priceRecordList>;

/** A supplier's invitations; a row opens the inquiry to quote. */
export function InvitationList({ userNo, initial, state, codec, view }: { userNo: string } & ParsedList<InvitationRow, InvitationFilters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<InvitationRow, InvitationFilters>({ initial, state, codec, view });
  const columns = declaredColumns<InvitationRow>(declaredOf(view), t, {
    cells: {
      inquiryNo: (row) => (
        <Link href={`/purchase/quotation/inquiry/${row.inquiryId}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-invitation">
          {row.inquiryNo}
        </Link>
      ),
    },
  }).filter((c) => c.id !== "inquiryId");
  return (
    <ListView decl={view} list={list} userNo={userNo} columns={columns} filters={{ captions: { q: t(columnCaption(view.namespace, "inquiryNo")) } }}
      exportRight={rights.quotation.export} onRowOpen={(row) => router.push(`/purchase/quotation/inquiry/${row.inquiryId}`)} />
  );
}

/** Current quotes: a supplier's own, a buyer's company's. */
export function QuoteList({ userNo, initial, state, codec, view }: { userNo: string } & ParsedList<QuotationRow, QuoteFilters>) {
  const t = useTranslations();
  const list = useListPage<QuotationRow, QuoteFilters>({ initial, state, codec, view });
  const columns = declaredColumns<QuotationRow>(declaredOf(view), t);
  return (
    <ListView decl={view} list={list} userNo={userNo} columns={columns}
      filters={{ captions: { item: t(columnCaption(view.namespace, "itemno")) } }} exportRight={rights.quotation.export} />
  );
}

/** Awarded prices (price records). */
export function PriceList({ userNo, initial, state, codec, view }: { userNo: string } & ParsedList<PriceRecordRow, PriceFilters>) {
  const t = useTranslations();
  const list = useListPage<PriceRecordRow, PriceFilters>({ initial, state, codec, view });
  const columns = declaredColumns<PriceRecordRow>(declaredOf(view), t);
  return (
    <ListView decl={view} list={list} userNo={userNo} columns={columns}
      filters={{ captions: { item: t(columnCaption(view.namespace, "itemno")) } }} exportRight={rights.quotation.export} />
  );
}
