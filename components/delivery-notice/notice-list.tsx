"use client";

import { useMemo } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { purchasePaths, purchaseRights, type DeliveryNoticeRow } from "@/lib/contracts/erp-purchase";
import { RequireRights } from "@/lib/rights/require-rights";
import { DataTable, listTableProps, useListPage } from "@/components/data-table";
import { buttonVariants } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { ListExport } from "@/components/common/list-export";
import { noticeColumns } from "./columns";
import { NoticeFilters } from "./filters";
import { noticeTableState, type NoticeFilters as Filters } from "./state";

/** Delivery notices (ASN): filters, list, new, export; a row opens the notice's page. */
export function NoticeList({ userNo, userType }: { userNo: string; userType: "admin" | "internal" | "supplier" }) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<DeliveryNoticeRow, Filters>(noticeTableState, "erp-purchase", purchasePaths.notices);
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
            <RequireRights anyOf={[purchaseRights.noticeAdd]}>
              <Link href="/delivery/notice/new" className={buttonVariants({ size: "sm" })} data-testid="new-notice">
                <Plus aria-hidden="true" />
                {t("deliveryNotice.new")}
              </Link>
            </RequireRights>
            <ListExport right={purchaseRights.noticeExport} op={{ service: "erp-purchase", path: purchasePaths.noticesExport }} query={list.exportQuery} columns={visibleColumnIds} fileName={t("deliveryNotice.exportName")} />
          </>
        )}
      />
    </div>
  );
}
