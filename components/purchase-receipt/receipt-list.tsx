"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo, useState } from "react";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { PackageCheck } from "lucide-react";
import { purchaseReceiptList, type ReceiptRow } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetDescription } from "@/components/ui/sheet";
import { receiptListColumns } from "./columns";
import { ReceiptDetail } from "./receipt-detail";
import { ReceiptFilters } from "./filters";
import { receiptTableState, type ReceiptFilters as Filters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

/** Goods receipts and their schedule: list, differences flagged, details in a drawer, export, record (internal). */
export function ReceiptList({ userNo, userType, initial }: { userNo: string; userType: UserType; initial?: InitialPage<ReceiptRow> | null }) {
  const t = useTranslations();
  const list = useListPage<ReceiptRow, Filters>(receiptTableState, purchaseReceiptList.list.service, purchaseReceiptList.list.path, { initial });
  const [open, setOpen] = useState<ReceiptRow | null>(null);
  const columns = useMemo(() => receiptListColumns(t, setOpen), [t]);
  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={purchaseReceiptList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <ReceiptFilters {...p} showSupplier={userType !== "supplier"} />}
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
      <Sheet open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(72rem,94vw)]" data-testid="receipt-drawer">
          <SheetHeader>
            <SheetTitle>{t("purchaseReceipt.detailTitle", { recno: open?.recno ?? "" })}</SheetTitle>
            <SheetDescription>{open ? `${open.noticeNo} · ${open.venno} ${open.venname}` : ""}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-6">{open && <ReceiptDetail id={open.id} />}</div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
