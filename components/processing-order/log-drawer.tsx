"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { processingOrderOps, type QuantityLog, type QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { callOp } from "@/lib/client/request";
import { decSub } from "@/lib/contracts/decimal";
import { formatDecimal } from "@/components/common/format";
import { ZonedTime } from "@/components/common/zoned-time";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** The production quantity log of one order, newest first (a correction is a reversing entry, confirmed first), and its conversation. */
export function LogDrawer({ order, version, onClose, onChanged }: {
  order: { id: number; outNo: string } | null;
  version: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const canReverse = useHasRights([rights.processingOrder.quantity]);
  const [log, setLog] = useState<{ id: number; data: QuantityLog } | null>(null);
  const [reversing, setReversing] = useState<QuantityLogEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const id = order?.id;
  useEffect(() => {
    if (id === undefined) return;
    const ctl = new AbortController();
    callOp(processingOrderOps.quantityLog, { params: { id }, signal: ctl.signal }).then((data) => setLog({ id, data }), () => undefined);
    return () => ctl.abort();
  }, [id, version]);
  const shown = log && log.id === id ? log.data : null;

  const reverse = async () => {
    if (!reversing || id === undefined) return;
    setBusy(true);
    try {
      await callOp(processingOrderOps.reverseEntry, { params: { id, entryId: reversing.id } });
      toast.success(t("processingOrder.log.reversedOk"));
      setReversing(null);
      onChanged();
    } catch {
      // the message is shown; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet open={order !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-2xl" data-testid="log-drawer">
        <SheetHeader>
          <SheetTitle>{t("processingOrder.log.title", { outNo: order?.outNo ?? "" })}</SheetTitle>
          <SheetDescription>
            {shown && t("processingOrder.quantity.summary", { outbound: formatDecimal(shown.outboundQty, locale), completed: formatDecimal(shown.completedQty, locale),
              remaining: formatDecimal(decSub(shown.outboundQty, shown.completedQty), locale) })}
          </SheetDescription>
        </SheetHeader>
        <div className="overflow-x-auto px-4 pb-6">
          {!shown ? (
            <Skeleton className="h-24 w-full" />
          ) : shown.entries.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground" data-testid="log-empty">{t("processingOrder.log.empty")}</p>
          ) : (
            <table className="w-full text-sm" data-testid="log-table">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-2 pr-2">#</th>
                  <th className="py-2 pr-2 text-right">{t("processingOrder.log.qty")}</th>
                  <th className="py-2 pr-2 text-right">{t("processingOrder.log.cumulative")}</th>
                  <th className="py-2 pr-2">{t("processingOrder.log.by")}</th>
                  <th className="py-2 pr-2">{t("processingOrder.log.at")}</th>
                  <th className="py-2"><span className="sr-only">{t("common.actions")}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {shown.entries.map((e) => (
                  <tr key={e.id}>
                    <td className="py-2 pr-2 tabular-nums">{e.id}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{formatDecimal(e.qty, locale)}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{formatDecimal(e.cumulativeAfter, locale)}</td>
                    <td className="py-2 pr-2">{e.enteredBy}</td>
                    <td className="py-2 pr-2 whitespace-nowrap"><ZonedTime value={e.enteredAt} /></td>
                    <td className="py-2 text-right text-xs text-muted-foreground">
                      {e.reversesId !== null ? t("processingOrder.log.reversal", { id: e.reversesId })
                        : e.reversedBy !== null ? t("processingOrder.log.reversed", { id: e.reversedBy })
                        : canReverse && (
                          <Button size="sm" variant="outline" onClick={() => setReversing(e)} data-testid="reverse-entry">
                            {t("processingOrder.actions.reverse")}
                          </Button>
                        )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {id !== undefined && <div className="mt-6"><ConversationSection key={id} kind="processing_order" documentId={id} lines={[]} /></div>}
        </div>
        <AlertDialog open={reversing !== null} onOpenChange={(o) => !o && !busy && setReversing(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("processingOrder.confirm.reverseTitle")}</AlertDialogTitle>
              <AlertDialogDescription>{t("processingOrder.confirm.reverseBody", { qty: `-${formatDecimal(reversing?.qty ?? "0", locale)}` })}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{t("common.cancel")}</AlertDialogCancel>
              <Button variant="destructive" disabled={busy} onClick={reverse} data-testid="reverse-submit">{t("processingOrder.actions.reverse")}</Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </SheetContent>
    </Sheet>
  );
}
