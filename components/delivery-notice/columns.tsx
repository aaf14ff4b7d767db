"use client";

import { Link } from "@/components/common/link";
import type { ColumnDef } from "@/components/data-table/types";
import type { DeliveryNoticeRow } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";

export function noticeColumns(t: Translate, view: ListView): ColumnDef<DeliveryNoticeRow>[] {
  return declaredColumns<DeliveryNoticeRow>(declaredOf(view), t, {
    cells: {
      noticeNo: (row) => (
        <Link href={`/delivery/notice/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-notice">
          {row.noticeNo}
        </Link>
      ),
    },
  });
}
