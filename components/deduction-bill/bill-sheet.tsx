"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { FileText } from "lucide-react";
import { deductionBillList, deductionBillOps, type DeductionBillDetail } from "@/lib/contracts/erp-production/deduction-bill";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { openedOnce } from "@/components/common/client-only";
import { AuditHistory } from "@/components/common/audit-history";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { formatDecimal, formatMoney } from "@/components/common/format";
import { ZonedTime } from "@/components/common/zoned-time";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import type { BillAsk, BillDialogsProps } from "./bill-dialogs";

const BillDialogs = openedOnce(
  async () => ({ default: (await import("./bill-dialogs")).BillDialogs }),
  (p: BillDialogsProps) => p.ask !== null,
);

/**
 * One deduction bill: its fields, evidence and history; the supplier confirms (asked first: it will be
 * deducted) or disputes with a reason; the buyer answers a dispute. Those dialogs load when first asked.
 */
export function BillSheet({ id, isSupplier, onClose, onChanged }: { id: number | null; isSupplier: boolean; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const [bill, setBill] = useState<DeductionBillDetail | null>(null);
  const [version, setVersion] = useState(0);
  const [ask, setAsk] = useState<BillAsk | null>(null);
  const [busy, setBusy] = useState(false);
  const canConfirm = useHasRights([rights.deductionBill.confirm]) && isSupplier;
  const canDispute = useHasRights([rights.deductionBill.dispute]) && isSupplier;
  const canAnswer = useHasRights([rights.deductionBill.answer]) && !isSupplier;
  useEffect(() => {
    if (id === null) return;
    const ctl = new AbortController();
    callOp(deductionBillOps.detail, { params: { id }, signal: ctl.signal }).then(setBill, () => undefined);
    return () => ctl.abort();
  }, [id, version]);
  const shown = bill && bill.id === id ? bill : null;
  const changed = (b: DeductionBillDetail) => {
    setBill(b);
    setAsk(null);
    setVersion((v) => v + 1);
    onChanged();
  };
  const run = async (call: () => Promise<DeductionBillDetail>, done: string) => {
    setBusy(true);
    try {
      const b = await call();
      toast.success(t(done, { billNo: b.billNo }));
      changed(b);
    } catch {
      setAsk(null);
      setVersion((v) => v + 1);
    } finally {
      setBusy(false);
    }
  };
  const field = (key: string, value: React.ReactNode) => (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1">
      <dt className="text-muted-foreground">{t(deductionBillList.caption(key))}</dt>
      <dd className="break-words">{value ?? "—"}</dd>
    </div>
  );
  return (
    <Sheet open={id !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel={t("common.close")} className="w-full overflow-y-auto sm:max-w-xl" data-testid="bill-sheet">
        <SheetHeader>
          <SheetTitle>{t("deductionBill.detail.title", { billNo: shown?.billNo ?? "" })}</SheetTitle>
          <SheetDescription>{shown && t(enumCaption("deductionStatus", shown.status))}</SheetDescription>
        </SheetHeader>
        {!shown ? <Skeleton className="mx-4 h-40" /> : (
          <div className="grid gap-5 px-4 pb-6 text-sm">
            <dl data-testid="bill-fields">
              {field("billDate", shown.billDate)}
              {field("vensname", `${shown.venno} ${shown.vensname}`)}
              {field("reasonCategory", t(enumCaption("deductionReason", shown.reasonCategory)))}
              {field("outNo", `${shown.outNo} · ${shown.projectNo}`)}
              {field("quantity", shown.quantity && formatDecimal(shown.quantity, locale))}
              {field("amount", <span className="font-semibold tabular-nums">{formatMoney(shown.amount, locale)} {shown.currency}</span>)}
              {field("description", shown.description)}
              {field("issuedBy", shown.issuedBy)}
              {shown.disputeReason && field("disputeReason", shown.disputeReason)}
              {shown.answer && field("answer", shown.answer)}
              {shown.confirmedAt && field("confirmedAt", <ZonedTime value={shown.confirmedAt} />)}
            </dl>
            <section className="grid gap-2">
              <h3 className="text-sm font-semibold">{t("deductionBill.detail.evidence")}</h3>
              {shown.evidence.length === 0 ? <p className="text-muted-foreground">{t("deductionBill.detail.noEvidence")}</p> : (
                <ul className="grid gap-1" data-testid="bill-evidence">
                  {shown.evidence.map((e) => (
                    <li key={e.id}><a href={e.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline-offset-2 hover:underline"><FileText aria-hidden="true" className="size-4" />{e.name}</a></li>
                  ))}
                </ul>
              )}
            </section>
            <div className="flex flex-wrap gap-2">
              {shown.status === "issued" && canConfirm && <Button size="sm" onClick={() => setAsk("confirm")} data-testid="bill-confirm">{t("deductionBill.actions.confirm")}</Button>}
              {shown.status === "issued" && canDispute && <Button size="sm" variant="destructive" onClick={() => setAsk("dispute")} data-testid="bill-dispute">{t("deductionBill.actions.dispute")}</Button>}
              {shown.status === "disputed" && canAnswer && <Button size="sm" onClick={() => setAsk("answer")} data-testid="bill-answer">{t("deductionBill.actions.answer")}</Button>}
            </div>
            <ConversationSection kind="deduction_bill" documentId={shown.id} lines={[]} />
            <AuditHistory op={deductionBillOps.audit} id={shown.id} version={version} states="deductionStatus" />
          </div>
        )}
      </SheetContent>
      <BillDialogs ask={ask} bill={shown} busy={busy} onClose={() => setAsk(null)} onAnswered={changed}
        onConfirm={(b) => run(() => callOp(deductionBillOps.confirm, { params: { id: b.id } }), "deductionBill.confirm.done")}
        onDispute={(b, reason) => run(() => callOp(deductionBillOps.dispute, { params: { id: b.id }, body: { reason } }), "deductionBill.reject.done")} />
    </Sheet>
  );
}
