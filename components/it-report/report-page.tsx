"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ItReportForm } from "./report-form";
import { ItReportList } from "./report-list";
import type { ItReportFormParts } from "./form-parts";

type ListProps = Omit<React.ComponentProps<typeof ItReportList>, "version" | "userNo" | "desk">;

/** The fault report page body: the form (not for IT) and the list, which reloads after a report is submitted. */
export function ItReportPageBody({ userNo, desk, list, form }: { userNo: string; desk: boolean; list: ListProps; form: ItReportFormParts | null }) {
  const t = useTranslations("itReport");
  const [version, setVersion] = useState(0);
  return (
    <>
      {form && <div className="max-w-3xl"><ItReportForm parts={form} onCreated={() => setVersion((v) => v + 1)} /></div>}
      <h2 className="text-sm font-semibold">{desk ? t("queueTitle") : t("mine")}</h2>
      <ItReportList {...list} userNo={userNo} desk={desk} version={version} />
    </>
  );
}
