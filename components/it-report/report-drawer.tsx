"use client";

import { useTranslations } from "next-intl";
import type { ItReportRow } from "@/lib/contracts/base-data/it-report";
import { RecordDrawer } from "@/components/common/record-drawer";
import { ItReportDetailView } from "./report-detail";

/** A report's steps and comments in a side drawer; its code loads with the first report opened. */
export function ItReportDrawer({ report, desk, onClose, onChanged }: { report: ItReportRow | null; desk: boolean; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations();
  return (
    <RecordDrawer open={report !== null} onClose={onClose} title={t("itReport.detailTitle", { id: report?.id ?? "" })} className="overflow-y-auto sm:max-w-xl" testId="it-drawer">
      {report && <ItReportDetailView id={report.id} desk={desk} onChanged={onChanged} />}
    </RecordDrawer>
  );
}
