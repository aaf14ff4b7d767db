"use client";

import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { ProcessingPrintForm, ProcessingPrintOrder } from "@/lib/contracts/erp-production/processing-print";
import { formatDecimal } from "@/components/common/format";
import { ZonedTime } from "@/components/common/zoned-time";
import { FieldGrid, PrintSheet, SheetTable, SignatureRow } from "@/components/print/print-sheet";
import { useOrderFields } from "./fields";

export type Body = (p: { o: ProcessingPrintOrder }) => ReactNode;

/** Project order (PrintImage): what is made, for which project and customer, and how. */
const Project: Body = ({ o }) => {
  const t = useTranslations("processingPrint");
  const f = useOrderFields(o);
  return (
    <>
      <FieldGrid items={f("projectNo", "itemNo", "productName", "customerName", "part", "materialNo", "process", "processingType", "businessUnit")} />
      <SheetTable
        head={[t("fields.process"), t("fields.size"), t("fields.paper"), t("fields.surfaceFinish"), f("printColour")[0]![0], f("orderQty")[0]![0], f("outboundQty")[0]![0]]}
        rows={[[`${o.processId} ${o.processName}`, f("size")[0]![1], o.paper, o.surfaceFinish, o.printColour, f("orderQty")[0]![1], f("outboundQty")[0]![1]]]}
      />
      <FieldGrid items={f("printSize", "cutSize", "outboundDate", "completionDate", "packQty", "remark")} />
      <SignatureRow labels={[t("sign.preparedBy"), t("sign.checkedBy"), t("sign.supplierConfirm")]} />
    </>
  );
};

/** Business order (OuterworkorderPrint): the commercial terms between the company and the supplier. */
const Business: Body = ({ o }) => {
  const t = useTranslations("processingPrint");
  const locale = useLocale();
  const f = useOrderFields(o);
  const col = (k: Parameters<typeof f>[0]) => f(k)[0]!;
  return (
    <>
      <FieldGrid cols={2} items={f("supplier", "businessUnit", "projectNo", "itemNo", "productName", "customerName", "valuationType", "priceSettingNo")} />
      <SheetTable
        testId="business-lines"
        head={[col("process")[0], col("unit")[0], col("orderQty")[0], col("unitPrice")[0], col("amount")[0], col("weight")[0]]}
        rows={[[col("process")[1], o.unit, formatDecimal(o.orderQty, locale), col("unitPrice")[1], col("amount")[1], col("weight")[1]]]}
      />
      <FieldGrid items={f("outboundDate", "completionDate", "deliveryQty", "remark")} />
      <SignatureRow labels={[t("sign.buyer"), t("sign.supplier"), t("sign.date")]} />
    </>
  );
};

/** Outsourced order (Outerworkorderstreamprint): what went out, what came back, and the quantity log. */
const Outsourced: Body = ({ o }) => {
  const t = useTranslations("processingPrint");
  const locale = useLocale();
  const f = useOrderFields(o);
  return (
    <>
      <FieldGrid items={f("supplier", "process", "materialNo", "projectNo", "itemNo", "part", "productName", "receiveStatus", "outboundDate",
        "completionDate", "outboundQty", "completedQty", "unfinishedQty", "deliveryQty", "weight")} />
      <h2 className="text-sm font-semibold">{t("log.title")}</h2>
      {o.entries.length ? (
        <SheetTable
          testId="print-log"
          head={[t("log.seq"), t("log.at"), t("log.qty"), t("log.cumulative"), t("log.by")]}
          rows={o.entries.map((e, i) => [i + 1, <ZonedTime key="at" value={e.enteredAt} />, formatDecimal(e.qty, locale), formatDecimal(e.cumulativeAfter, locale), e.enteredBy])}
        />
      ) : <p className="text-xs text-neutral-600">{t("log.empty")}</p>}
      <SignatureRow labels={[t("sign.issuedBy"), t("sign.receivedBy"), t("sign.qc")]} />
    </>
  );
};

export const bodies = { project: Project, business: Business, outsourced: Outsourced } satisfies Partial<Record<ProcessingPrintForm, Body>>;

/** One order on the sheet of its form: the company header, the order and product barcodes, the form's body. */
export function OrderSheet({ form, o, body: FormBody }: { form: ProcessingPrintForm; o: ProcessingPrintOrder; body: Body }) {
  const t = useTranslations("processingPrint");
  const titles = useTranslations("pages.outerworkorder");
  return (
    <PrintSheet
      company={o.companyName}
      title={titles(form)}
      docLabel={t("docNo")}
      docNo={`${o.outNo}-${o.lineNo}`}
      barcodes={[
        { value: o.outNo, caption: t("orderBarcode"), testId: "order-barcode" },
        ...(o.productBarcode ? [{ value: o.productBarcode, caption: t("productBarcode"), testId: "product-barcode" }] : []),
      ]}
    >
      <FormBody o={o} />
    </PrintSheet>
  );
}
