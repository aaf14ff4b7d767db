"use client";

import { useTranslations } from "next-intl";
import type { ProcessingPrintForm, ProcessingPrintOrder } from "@/lib/contracts/erp-production/processing-print";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { BackLink } from "@/components/common/back-link";
import { PrintPage } from "@/components/print/print-page";
import { PrintButton } from "@/components/print/print-button";
import { bodies, OrderSheet, type Body } from "./forms";
import { Carton, Sample, Specification } from "./forms-spec";

const paper = "A4 portrait";
const all: Record<ProcessingPrintForm, Body> = { ...bodies, sample: Sample, specification: Specification, carton: Carton };

/** The orders of one print form, one A4 sheet each, printed with react-to-print (or the browser's own print). */
export function ProcessingPrint({ form, orders }: { form: ProcessingPrintForm; orders: ProcessingPrintOrder[] }) {
  const t = useTranslations("processingPrint");
  const titles = useTranslations("pages.outerworkorder");
  return (
    <PrintPage
      page={paper}
      label={titles(form)}
      toolbar={
        <>
          <BackLink href="/processing/order" label={t("back")} />
          <RequireRights anyOf={[rights.processingOrder.print]}>
            <PrintButton label={t("print")} documentTitle={`${titles(form)}_${orders.map((o) => o.outNo).join("_")}`} paper={paper} />
          </RequireRights>
        </>
      }
    >
      <div className="grid gap-6 py-4 print:block print:py-0" data-testid="print-sheets" data-form={form}>
        {orders.map((o) => <OrderSheet key={o.id} form={form} o={o} body={all[form]} />)}
      </div>
    </PrintPage>
  );
}
