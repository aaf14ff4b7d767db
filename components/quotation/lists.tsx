"use client";

import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { priceRecordList, quotationInvitations, quotationList, type PriceRecordRow, type QuotationRow } from "@/lib/contracts/erp-purchase/quotation";
import type { z } from "zod/mini";
import { rights } from "@/lib/rights/codes";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import {
  invitationTableState, priceTableState, quoteTableState, type InvitationFilters, type PriceFilters, type QuoteFilters,
} from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

type InvitationRow = z.infer<typeof quotationInvitations.row>;

function InvitationFilterBar({ state, onApply }: Pick<ListFiltersProps<InvitationFilters>, "state" | "onApply">) {
  const t = useTranslations();
  const filters = useFilterDraft(invitationTableState, state, onApply);
  return <ListFilterBar filters={filters}><TextFilter label={t(quotationInvitations.caption("inquiryNo"))} name="q" /></ListFilterBar>;
}

function QuoteFilterBar({ state, onApply, showSupplier }: ListFiltersProps<QuoteFilters> & { showSupplier: boolean }) {
  const t = useTranslations();
  const filters = useFilterDraft(quoteTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(quotationList.caption("inquiryNo"))} name="inquiryNo" />
      <TextFilter label={t(quotationList.caption("itemno"))} name="item" />
      {showSupplier && <TextFilter label={t(quotationList.caption("venno"))} name="venno" />}
    </ListFilterBar>
  );
}

function PriceFilterBar({ state, onApply, showSupplier }: ListFiltersProps<PriceFilters> & { showSupplier: boolean }) {
  const t = useTranslations();
  const filters = useFilterDraft(priceTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(priceRecordList.caption("itemno"))} name="item" />
      {showSupplier && <TextFilter label={t(priceRecordList.caption("venno"))} name="venno" />}
    </ListFilterBar>
  );
}

/** A supplier's invitations; a row opens the inquiry to quote. */
export function InvitationList({ userNo, initial }: { userNo: string; initial?: InitialPage<InvitationRow> | null }) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<InvitationRow, InvitationFilters>(invitationTableState, quotationInvitations.list.service, quotationInvitations.list.path, { initial });
  const columns = declaredColumns<InvitationRow>(quotationInvitations, t, {
    cells: {
      inquiryNo: (row) => (
        <Link href={`/purchase/quotation/inquiry/${row.inquiryId}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-invitation">
          {row.inquiryNo}
        </Link>
      ),
    },
  }).filter((c) => c.id !== "inquiryId");
  return (
    <ListView decl={quotationInvitations} list={list} userNo={userNo} columns={columns} filters={(p) => <InvitationFilterBar {...p} />}
      exportRight={rights.quotation.export} onRowOpen={(row) => router.push(`/purchase/quotation/inquiry/${row.inquiryId}`)} />
  );
}

/** Current quotes: a supplier's own, a buyer's company's. */
export function QuoteList({ userNo, isSupplier, initial }: { userNo: string; isSupplier: boolean; initial?: InitialPage<QuotationRow> | null }) {
  const t = useTranslations();
  const list = useListPage<QuotationRow, QuoteFilters>(quoteTableState, quotationList.list.service, quotationList.list.path, { initial });
  const columns = declaredColumns<QuotationRow>(quotationList, t);
  return (
    <ListView decl={quotationList} list={list} userNo={userNo} columns={columns}
      filters={(p) => <QuoteFilterBar {...p} showSupplier={!isSupplier} />} exportRight={rights.quotation.export} />
  );
}

/** Awarded prices (price records). */
export function PriceList({ userNo, isSupplier, initial }: { userNo: string; isSupplier: boolean; initial?: InitialPage<PriceRecordRow> | null }) {
  const t = useTranslations();
  const list = useListPage<PriceRecordRow, PriceFilters>(priceTableState, priceRecordList.list.service, priceRecordList.list.path, { initial });
  const columns = declaredColumns<PriceRecordRow>(priceRecordList, t);
  return (
    <ListView decl={priceRecordList} list={list} userNo={userNo} columns={columns}
      filters={(p) => <PriceFilterBar {...p} showSupplier={!isSupplier} />} exportRight={rights.quotation.export} />
  );
}
