"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo } from "react";
import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import type { DeliveryNoticeFilters, DeliveryNoticeRow } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import { noticeColumns } from "./columns";
import { NoticeWorkbook } from "./notice-workbook";
import type { ParsedList } from "@/lib/table-state/initial-page";

/**
 * Delivery notices (ASN): filters, list, new, a supplier's workbook of lines to ship, export; a row opens the notice's page. The page parses the URL
 * and hands over the state, the codec's shape and the list's view, so no schema loads here.
 */
export function NoticeList({ userNo, userType, initial, state, codec, view }: {
  userNo: string;
  userType: UserType;
} & ParsedList<DeliveryNoticeRow, DeliveryNoticeFilters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<DeliveryNoticeRow, DeliveryNoticeFilters>({ initial, state, codec, view });
  const columns = useMemo(() => noticeColumns(t, view), [t, view]);
  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        exportRight={rights.deliveryNotice.export}
        onRowOpen={(r) => router.push(`/delivery/notice/${r.id}`)}
        actions={
          <>
            <RequireRights anyOf={[rights.deliveryNotice.add]}>
              <Link href="/delivery/notice/new" className={buttonVariants({ size: "sm" })} data-testid="new-notice">
                <Plus aria-hidden="true" />
                {t("deliveryNotice.new")}
              </Link>
            </RequireRights>
            {userType === "supplier" && (
              <RequireRights anyOf={[rights.deliveryNotice.add]}>
                <NoticeWorkbook onApplied={list.data.reload} />
              </RequireRights>
            )}
          </>
        }
      />
    </div>
  );
}
