"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import { materialNoticeList, type MaterialNoticeFilters as Filters, type MaterialNoticeRow } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { materialNoticeColumns } from "./columns";
import { MaterialNoticeFilters } from "./filters";
import { MaterialNoticeView } from "./notice-detail";
import { materialNoticeTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

/** The notices the rules sent: buyers follow who acknowledged; a supplier reads and acknowledges its own. */
export function MaterialNoticeList({ userNo, userType, initial }: { userNo: string; userType: UserType; initial?: InitialPage<MaterialNoticeRow> | null }) {
  const t = useTranslations();
  const list = useListPage<MaterialNoticeRow, Filters>(materialNoticeTableState, materialNoticeList.list.service, materialNoticeList.list.path, { initial });
  const [open, setOpen] = useState<MaterialNoticeRow | null>(null);
  const supplier = userType === "supplier";
  return (
    <>
      <ListView
        decl={materialNoticeList}
        list={list}
        userNo={userNo}
        columns={materialNoticeColumns(t, setOpen)}
        filters={(p) => <MaterialNoticeFilters {...p} showSupplier={!supplier} />}
        exportRight={rights.materialRule.export}
        onRowOpen={setOpen}
      />
      <Sheet open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(48rem,92vw)]" data-testid="material-notice-drawer">
          <SheetHeader>
            <SheetTitle>{open ? t("materialRule.notice.title", { noticeNo: open.noticeNo }) : ""}</SheetTitle>
            <SheetDescription>{open ? `${open.venno} ${open.vensname} · ${open.noticeDate}` : ""}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-6">{open && <MaterialNoticeView id={open.id} supplier={supplier} onChanged={() => list.data.reload()} />}</div>
        </SheetContent>
      </Sheet>
    </>
  );
}
