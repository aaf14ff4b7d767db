"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { MaterialNoticeFilters as Filters, MaterialNoticeRow } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { materialNoticeColumns } from "./columns";
import type { ParsedList } from "@/lib/table-state/initial-page";

const NoticeDrawer = openedOnce(
  async () => ({ default: (await import("./notice-drawer")).NoticeDrawer }),
  (p) => p.notice !== null,
);

/**
 * The notices the rules sent: buyers follow who acknowledged; a supplier reads and acknowledges its own.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function MaterialNoticeList({ userNo, userType, initial, state, codec, view }: {
  userNo: string;
  userType: UserType;
} & ParsedList<MaterialNoticeRow, Filters>) {
  const t = useTranslations();
  const list = useListPage<MaterialNoticeRow, Filters>({ initial, state, codec, view });
  const [open, setOpen] = useState<MaterialNoticeRow | null>(null);
  const supplier = userType === "supplier";
  return (
    <>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={materialNoticeColumns(t, view, setOpen)}
        exportRight={rights.materialRule.export}
        onRowOpen={setOpen}
      />
      <NoticeDrawer notice={open} supplier={supplier} onChanged={() => list.data.reload()} onClose={() => setOpen(null)} />
    </>
  );
}
