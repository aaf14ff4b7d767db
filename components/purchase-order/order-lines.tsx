"use client";

import { useLocale, useTranslations } from "next-intl";
import type { PurchaseOrderLine, ScheduleLine, purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import type { OrderDetailParts } from "./order-parts";
import { cn } from "@/lib/utils";
import { EnumValue } from "@/components/data-table/render-value";
import { formatDecimal, isNonZero } from "@/components/common/format";
import { ZonedTime } from "@/components/common/zoned-time";
import { ScrollRegion } from "@/components/common/scroll-region";
import { LineAnswer } from "./line-answer";

const diffClass = "rounded bg-amber-100 px-1 font-semibold text-amber-900";

/**
 * Lines with the supplier's confirmation and the buyer's answer; differences (quantity short, date
 * late) are highlighted.
 */
export function OrderLines({ view, answerOp, orderId, lines, canAnswer, onChanged }: {
  view: OrderDetailParts["view"];
  answerOp: OpAddress<typeof purchaseOrderOps.answer>;
  orderId: number;
  lines: PurchaseOrderLine[];
  canAnswer: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  // Long captions wrap between words (a CJK caption stays whole), so the promised dates and schedules fit on a laptop.
  const head = "px-2 py-1.5 text-left align-bottom font-medium break-keep text-muted-foreground";
  const num = "px-2 py-1.5 text-right tabular-nums whitespace-nowrap";
  const cell = "px-2 py-1.5";
  return (
    <ScrollRegion label={t("common.lines")}>
      <table className="w-full text-[length:var(--control-text)]" data-testid="order-lines">
        <thead className="bg-muted">
          <tr>
            <th className={head}>{caption("lineNo")}</th>
            <th className={head}>{caption("itemdesc")}</th>
            <th className={`${head} text-right`}>{caption("payqty")}</th>
            <th className={head}>{caption("deldate")}</th>
            <th className={`${head} text-right`}>{caption("sentQty")}</th>
            <th className={`${head} text-right`}>{caption("remainQty")}</th>
            <th className={`${head} text-right`}>{caption("recqty")}</th>
            <th className={head}>{t("purchaseOrder.confirm.decision")}</th>
            <th className={`${head} text-right`}>{t("purchaseOrder.confirm.promisedQty")}</th>
            <th className={head}>{t("purchaseOrder.confirm.promisedDate")}</th>
            <th className={head}>{t("purchaseOrder.confirm.reason")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const c = l.confirmation;
            const short = c !== null && isNonZero(c.qtyDiff);
            const late = c !== null && c.dateDiffDays > 0;
            return (
              <tr key={l.id} className="border-t border-border align-top" data-testid="order-line" data-decision={c?.decision ?? ""}>
                <td className={cell}>{l.lineNo}</td>
                <td className={cn(cell, "min-w-44")}>
                  <div className="font-medium">{l.itemno}</div>
                  <div className="text-xs text-muted-foreground">{[l.itemdesc, l.specs, l.packunit].filter(Boolean).join(" · ")}</div>
                </td>
                <td className={num}>{formatDecimal(l.payqty, locale)}</td>
                <td className={cn(cell, "whitespace-nowrap")}>{l.deldate}</td>
                <td className={num}>{formatDecimal(l.sentQty, locale)}</td>
                <td className={num}>{formatDecimal(l.remainQty, locale)}</td>
                <td className={num}>{formatDecimal(l.recqty, locale)}</td>
                <td className={cell}>
                  {c ? (
                    <>
                      <EnumValue t={t} decl={view.columns.confirmStatus} value={c.decision} />
                      <div className="mt-0.5 text-xs text-muted-foreground">
                        {c.confirmedBy}
                        {c.confirmedBy && c.confirmedAt && " · "}
                        <ZonedTime value={c.confirmedAt} named />
                      </div>
                      <LineAnswer op={answerOp} orderId={orderId} line={l} canAnswer={canAnswer} onChanged={onChanged} />
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t("purchaseOrder.confirm.none")}</span>
                  )}
                </td>
                <td className={num}>
                  {c && (
                    <>
                      <div>{formatDecimal(c.promisedQty, locale)}</div>
                      {short && (
                        <div className="mt-0.5 text-xs" data-testid="qty-diff">
                          <span className={diffClass}>{t("purchaseOrder.confirm.qtyShort", { qty: formatDecimal(c.qtyDiff, locale) })}</span>
                        </div>
                      )}
                    </>
                  )}
                </td>
                <td className={cn(cell, "whitespace-nowrap")}>
                  {c && (
                    <>
                      <div>{c.promisedDate}</div>
                      {c.schedule.length > 0 && <ScheduleList schedule={c.schedule} />}
                      {late && (
                        <div className="mt-0.5 text-xs" data-testid="date-diff">
                          <span className={diffClass}>{t("purchaseOrder.confirm.daysLate", { days: c.dateDiffDays })}</span>
                        </div>
                      )}
                    </>
                  )}
                </td>
                <td className={cn(cell, "max-w-56 break-words")}>{c?.reason ?? ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The supplier's schedule lines in date order, each with what notices have drawn from it. */
function ScheduleList({ schedule }: { schedule: ScheduleLine[] }) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <ol className="mt-1 grid gap-0.5 border-l-2 border-border pl-2 text-xs" aria-label={t("purchaseOrder.schedule.title")} data-testid="schedule">
      {schedule.map((s, k) => (
        <li key={k} className="whitespace-nowrap" data-testid="schedule-line">
          <span className="tabular-nums">{s.promisedDate}</span>
          <span className="ml-2 font-medium tabular-nums">{formatDecimal(s.qty, locale)}</span>
          {isNonZero(s.sent) && (
            <span className="block text-muted-foreground">
              {t("purchaseOrder.schedule.sent", { sent: formatDecimal(s.sent, locale) })} · {t("purchaseOrder.schedule.open", { open: formatDecimal(s.open, locale) })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
