"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { deliveryNoticeColumns, type DeliveryNoticeRow } from "@/lib/contracts/erp-purchase";
import { fieldColumns, noticeVariants, type FieldKind, type Translate } from "@/components/data-table/field-columns";

export const noticeKinds: Record<string, FieldKind> = {
  status: { type: "enum", name: "noticeStatus", variants: noticeVariants },
  urgent: { type: "bool" },
  lineCount: { type: "int" },
  totalQty: { type: "decimal" },
  createdAt: { type: "datetime" },
};

export function noticeColumns(t: Translate): ColumnDef<DeliveryNoticeRow>[] {
  return fieldColumns<DeliveryNoticeRow>({
    t,
    module: "notice",
    fields: deliveryNoticeColumns,
    kinds: noticeKinds,
    hidden: ["receiveCompany", "deliveryMethod", "lotNo", "carPlate", "driverPhone", "remark"],
    cells: {
      noticeNo: (row) => (
        <Link href={`/delivery/notice/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-notice">
          {row.noticeNo}
        </Link>
      ),
    },
  });
}
