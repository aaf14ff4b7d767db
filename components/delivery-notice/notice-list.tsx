"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { deliveryNoticeList, type DeliveryNoticeFilters, type DeliveryNoticeRow } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { DataTable, listTableProps, useListPage } from "@/components/data-table";
import { buttonVariants } from "@/components/ui/button";
import { ListExport } from "@/components/common/list-export";
import { noticeColumns } from "./columns";
import { NoticeFilters } from "./filters";
import { noticeTableState } from "./state";

/** Delivery notices (ASN): filters, list, new, export; a row opens the notice's page. */
export function NoticeList({ userNo, userType }: { userNo: string; userType: UserType }) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<DeliveryNoticeRow, DeliveryNoticeFilters>(noticeTableState, deliveryNoticeList.list.service, deliveryNoticeList.list.path);
  const columns = useMemo(() => noticeColumns(t), [t]);
  return (
    <div className="flex flex-col gap-3">
      <NoticeFilters key={list.signature} state={list.state} onApply={list.setFilters} showSupplier={userType !== "supplier"} />
      <DataTable
        tableId="delivery-notice"
        userNo={userNo}
        caption={t("deliveryNotice.title")}
        columns={columns}
        {...listTableProps(list)}
        onRowOpen={(r) => router.push(`/delivery/notice/${r.id}`)}
        toolbar={({ visibleColumnIds }) => (
          <>
            <RequireRights anyOf={[rights.deliveryNotice.add]}>
              <Link href="/delivery/notice/new" className={buttonVariants({ size: "sm" })} data-testid="new-notice">
                <Plus aria-hidden="true" />
                {t("deliveryNotice.new")}
              </Link>
            </RequireRights>
            <ListExport right={rights.deliveryNotice.export} op={deliveryNoticeList.export} query={list.exportQuery} columns={visibleColumnIds} fileName={t("deliveryNotice.exportName")} />
          </>
        )}
      />
    </div>
  );
}
