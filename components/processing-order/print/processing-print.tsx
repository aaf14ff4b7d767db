"use client";

import { useRef } from "react";
import { useTranslations } from "next-intl";
import { useReactToPrint } from "react-to-print";
import { Printer } from "lucide-react";
import type { ProcessingPrintForm, ProcessingPrintOrder } from "@/lib/contracts/erp-production/processing-print";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { BackLink } from "@/components/common/back-link";
import { PrintPage, printFrameStyle } from "@/components/print/print-page";
import { Button } from "@/components/ui/button";
import { bodies, OrderSheet, type Body } from "./forms";
import { Carton, Sample, Specification } from "./forms-spec";

const paper = "A4 portrait";
const all: Record<ProcessingPrintForm, Body> = { ...bodies, sample: Sample, specification: Specification, carton: Carton };

/** The orders of one print form, one A4 sheet each, printed with react-to-print (or the browser's own print). */
export function ProcessingPrint({ form, orders }: { form: ProcessingPrintForm; orders: ProcessingPrintOrder[] }) {
  const t = useTranslations("processingPrint");
  const titles = useTranslations("pages.outerworkorder");
  const sheets = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({ contentRef: sheets, documentTitle: `${titles(form)}_${orders.map((o) => o.outNo).join("_")}`, pageStyle: printFrameStyle(paper) });
  return (
    <PrintPage
      page={paper}
      label={titles(form)}
      toolbar={
        <>
          <BackLink href="/processing/order" label={t("back")} />
          <RequireRights anyOf={[rights.processingOrder.print]}>
            <Button className="ml-auto" onClick={() => print()} data-testid="print-button"><Printer aria-hidden="true" />{t("print")}</Button>
          </RequireRights>
        </>
      }
    >
      <div ref={sheets} className="grid gap-6 py-4 print:block print:py-0" data-testid="print-sheets" data-form={form}>
        {orders.map((o) => <OrderSheet key={o.id} form={form} o={o} body={all[form]} />)}
      </div>
    </PrintPage>
  );
}
