"use client";

import { useTranslations } from "next-intl";
import type { ItReportRow } from "@/lib/contracts/base-data/it-report";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ItReportDetailView } from "./report-detail";

/** A report's steps and comments in a side drawer; its code loads with the first report opened. */
export function ItReportDrawer({ report, desk, onClose, onChanged }: { report: ItReportRow | null; desk: boolean; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations();
  return (
    <Sheet open={report !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel={t("common.close")} className="w-full overflow-y-auto sm:max-w-xl" data-testid="it-drawer">
        <SheetHeader>
          <SheetTitle>{t("itReport.detailTitle", { id: report?.id ?? "" })}</SheetTitle>
        </SheetHeader>
        <div className="px-4 pb-6">{report && <ItReportDetailView id={report.id} desk={desk} onChanged={onChanged} />}</div>
      </SheetContent>
    </Sheet>
  );
}
