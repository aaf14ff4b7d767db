"use client";

import { lineCaption } from "@/lib/contracts/kit/captions";
import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo, useState } from "react";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { PackageCheck } from "lucide-react";
import type { ReceiptRow } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import { receiptListColumns } from "./columns";
import type { PurchaseReceiptFilters as Filters } from "@/lib/contracts/erp-purchase/purchase-receipt";
import type { ParsedList } from "@/lib/table-state/initial-page";

const ReceiptDrawer = openedOnce(
  async () => ({ default: (await import("./receipt-drawer")).ReceiptDrawer }),
  (p) => p.receipt !== null,
);

/**
 * Goods receipts and their schedule: list, differences flagged, details in a drawer, export, record (internal).
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function ReceiptList({ userNo, userType, initial, state, codec, view }: {
  userNo: string;
  userType: UserType;
} & ParsedList<ReceiptRow, Filters>) {
  const t = useTranslations();
  const list = useListPage<ReceiptRow, Filters>({ initial, state, codec, view });
  const [open, setOpen] = useState<ReceiptRow | null>(null);
  const columns = useMemo(() => receiptListColumns(t, view, setOpen), [t, view]);
  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ captions: { pono: t(lineCaption(view.namespace, "pono")) } }}
        exportRight={rights.purchaseReceipt.export}
        onRowOpen={setOpen}
        actions={
          userType !== "supplier" && (
            <RequireRights anyOf={[rights.purchaseReceipt.add]}>
              <Link href="/purchase/receipt/new" className={buttonVariants({ size: "sm" })} data-testid="new-receipt">
                <PackageCheck aria-hidden="true" />
                {t("purchaseReceipt.record")}
              </Link>
            </RequireRights>
          )
        }
      />
      <ReceiptDrawer receipt={open} onClose={() => setOpen(null)} />
    </div>
  );
}
