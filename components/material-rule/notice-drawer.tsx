"use client";

import { useTranslations } from "next-intl";
import type { MaterialNoticeRow } from "@/lib/contracts/erp-purchase/material-rule";
import { RecordDrawer } from "@/components/common/record-drawer";
import { MaterialNoticeView } from "./notice-detail";

/** A notice's lines in a side drawer, where the supplier acknowledges it; its code loads with the first notice opened. */
export function NoticeDrawer({ notice, supplier, onChanged, onClose }: {
  notice: MaterialNoticeRow | null;
  supplier: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const t = useTranslations();
  return (
    <RecordDrawer
      open={notice !== null}
      onClose={onClose}
      title={notice ? t("materialRule.notice.title", { noticeNo: notice.noticeNo }) : ""}
      description={notice ? `${notice.venno} ${notice.vensname} · ${notice.noticeDate}` : ""}
      className="sm:max-w-[min(48rem,92vw)]"
      testId="material-notice-drawer"
    >
      {notice && <MaterialNoticeView id={notice.id} supplier={supplier} onChanged={onChanged} />}
    </RecordDrawer>
  );
}
