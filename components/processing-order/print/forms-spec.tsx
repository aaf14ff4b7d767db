"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDecimal } from "@/components/common/format";
import { FieldGrid, SheetTable, SignatureRow } from "@/components/print/print-sheet";
import { useOrderFields } from "./fields";
import type { Body } from "./forms";

/** Sample (PrintSample): the sample to approve before the run, with the points the approver checks. */
export const Sample: Body = ({ o }) => {
  const t = useTranslations("processingPrint");
  const f = useOrderFields(o);
  return (
    <>
      <FieldGrid items={f("productName", "customerName", "projectNo", "itemNo", "part", "supplier", "sampleQty", "size", "paper", "printColour",
        "printSize", "cutSize", "surfaceFinish", "completionDate", "remark")} />
      <SheetTable
        testId="sample-checks"
        head={[t("sample.point"), t("sample.ok"), t("sample.notOk"), t("sample.note")]}
        rows={(["colour", "size", "finish", "material"] as const).map((k) => [t(`sample.points.${k}`), "☐", "☐", ""])}
      />
      <SignatureRow labels={[t("sign.sampleBy"), t("sign.sampleApproved"), t("sign.date")]} />
    </>
  );
};

/** Product specification (ProductSpecificationsprint): the product as it must come out. */
export const Specification: Body = ({ o }) => {
  const t = useTranslations("processingPrint");
  const f = useOrderFields(o);
  return (
    <>
      <FieldGrid cols={2} items={f("productName", "itemNo", "customerName", "projectNo", "carton", "boxStyle", "size", "paper",
        ...(o.carton ? (["flute", "boardGrade"] as const) : []), "printColour", "printSize", "cutSize", "surfaceFinish", "packQty", "weight", "part", "materialNo")} />
      <div className="min-h-16 border border-black p-2 text-xs">
        <p className="font-semibold">{t("fields.remark")}</p>
        <p>{o.remark || "—"}</p>
      </div>
      <SignatureRow labels={[t("sign.preparedBy"), t("sign.checkedBy"), t("sign.supplierConfirm")]} />
    </>
  );
};

const steps = ["board", "printing", "slotting", "joining", "packing"] as const;

/** Carton flow sheet (CartonProcessprint): travels with a carton order through each step, filled in by hand. */
export const Carton: Body = ({ o }) => {
  const t = useTranslations("processingPrint");
  const locale = useLocale();
  const f = useOrderFields(o);
  return (
    <>
      <FieldGrid items={f("productName", "customerName", "projectNo", "itemNo", "boxStyle", "size", "flute", "boardGrade", "paper", "printColour",
        "orderQty", "outboundQty", "packQty", "supplier", "completionDate")} />
      <SheetTable
        testId="carton-steps"
        head={[t("flow.step"), t("flow.planned"), t("flow.good"), t("flow.scrap"), t("flow.operator"), t("flow.date")]}
        rows={steps.map((s) => [t(`flow.steps.${s}`), `${formatDecimal(o.outboundQty, locale)} ${o.unit}`, "", "", "", ""])}
      />
      <FieldGrid cols={2} items={f("remark")} />
      <SignatureRow labels={[t("sign.preparedBy"), t("sign.qc"), t("sign.receivedBy")]} />
    </>
  );
};
