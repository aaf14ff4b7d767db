"use client";

import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { processingOrderList } from "@/lib/contracts/erp-production/processing-order";
import type { ProcessingPrintOrder } from "@/lib/contracts/erp-production/processing-print";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { formatDecimal } from "@/components/common/format";

/** Captions of the print's own fields (the specification), in `processingPrint.fields`. */
const own = ["productName", "customerName", "carton", "boxStyle", "flute", "boardGrade", "paper", "surfaceFinish", "size", "packQty", "sampleQty",
  "remark", "supplier", "process"] as const;
type Own = (typeof own)[number];
type ListField = "outNo" | "outboundDate" | "completionDate" | "materialNo" | "processingType" | "valuationType" | "projectNo" | "itemNo" | "part"
  | "receiveStatus" | "unit" | "outboundQty" | "completedQty" | "unfinishedQty" | "orderQty" | "deliveryQty" | "productBarcode" | "weight" | "unitPrice"
  | "amount" | "priceSettingNo" | "businessUnit" | "printColour" | "printSize" | "cutSize";
export type PrintField = Own | ListField;

/** `field(name)` gives the caption and the shown value of one field of the order, quantities with their unit. */
export function useOrderFields(o: ProcessingPrintOrder) {
  const t = useTranslations();
  const locale = useLocale();
  const qty = (v: string) => `${formatDecimal(v, locale)} ${o.unit}`;
  const mm = (v: string) => formatDecimal(v, locale);
  const value = (f: PrintField): ReactNode => {
    switch (f) {
      case "carton": return t(o.carton ? "processingPrint.yes" : "processingPrint.no");
      case "size": return Number(o.lengthMm) > 0 ? `${mm(o.lengthMm)} × ${mm(o.widthMm)} × ${mm(o.heightMm)}` : "";
      case "packQty": return o.packQty ? String(o.packQty) : "";
      case "sampleQty": return o.sampleQty ? String(o.sampleQty) : "";
      case "supplier": return `${o.venno} ${o.supplierName}`;
      case "process": return `${o.processId} ${o.processName}`;
      case "outNo": return `${o.outNo}-${o.lineNo}`;
      case "receiveStatus": return t(enumCaption("processingReceiveStatus", o.receiveStatus));
      case "outboundQty": case "completedQty": case "unfinishedQty": case "orderQty": case "deliveryQty": return qty(o[f]);
      case "weight": case "unitPrice": case "amount": return formatDecimal(o[f], locale);
      default: return o[f];
    }
  };
  const caption = (f: PrintField) => ((own as readonly string[]).includes(f) ? t(`processingPrint.fields.${f}`) : t(processingOrderList.caption(f)));
  return (...fields: PrintField[]) => fields.map((f) => [caption(f), value(f)] as const);
}
