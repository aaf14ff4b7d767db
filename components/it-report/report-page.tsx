"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ItReportForm } from "./report-form";
import { ItReportList } from "./report-list";
import type { InitialPage } from "@/components/data-table/initial-page";
import type { ItReportRow } from "@/lib/contracts/base-data/it-report";

/** The fault report page body: the form (not for IT) and the list, which reloads after a report is submitted. */
export function ItReportPageBody({ userNo, desk, contact, initial }: { userNo: string; desk: boolean; contact: string; initial: InitialPage<ItReportRow> | null }) {
  const t = useTranslations("itReport");
  const [version, setVersion] = useState(0);
  return (
    <>
      {!desk && <div className="max-w-3xl"><ItReportForm contact={contact} onCreated={() => setVersion((v) => v + 1)} /></div>}
      <h2 className="text-sm font-semibold">{desk ? t("queueTitle") : t("mine")}</h2>
      <ItReportList userNo={userNo} desk={desk} version={version} initial={initial} />
    </>
  );
}
