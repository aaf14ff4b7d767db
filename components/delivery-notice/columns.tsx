"use client";

import { Link } from "@/components/common/link";
import type { ColumnDef } from "@/components/data-table/types";
import { deliveryNoticeList, type DeliveryNoticeRow } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { Translate } from "@/lib/contracts/issues";
import { declaredColumns } from "@/components/data-table/list-columns";

export function noticeColumns(t: Translate): ColumnDef<DeliveryNoticeRow>[] {
  return declaredColumns<DeliveryNoticeRow>(deliveryNoticeList, t, {
    cells: {
      noticeNo: (row) => (
        <Link href={`/delivery/notice/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-notice">
          {row.noticeNo}
        </Link>
      ),
    },
  });
}
