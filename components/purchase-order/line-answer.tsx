"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import type { LineAnswer as Answer, PurchaseOrderLine, purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { ZonedTime } from "@/components/common/zoned-time";
import { Button } from "@/components/ui/button";
import { openedOnce } from "@/components/common/client-only";

const loadCancelDialog = () => import("./line-cancel-dialog");
const LineCancelDialog = openedOnce(loadCancelDialog, (p) => p.open);

const answerable = ["partial", "backorder", "decline"];

/**
 * The buyer's answer to a partial, back-ordered or declined line: shown once given; otherwise, for the
 * buyer, "Accept change" (not for a declined line) and "Cancel line", which asks first.
 */
export function LineAnswer({ op, orderId, line, canAnswer, onChanged }: {
  op: OpAddress<typeof purchaseOrderOps.answer>;
  orderId: number;
  line: PurchaseOrderLine;
  canAnswer: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const c = line.confirmation;
  if (!c) return null;
  if (c.answer) {
    return (
      <div className="mt-1 text-xs" data-testid="line-answer">
        <span className="font-medium">{t("purchaseOrder.answer.answered", { answer: t(enumCaption("lineAnswer", c.answer)) })}</span>
        <div className="text-muted-foreground">
          {c.answeredBy}
          {c.answeredBy && c.answeredAt && " · "}
          {c.answeredAt && <ZonedTime value={c.answeredAt} />}
        </div>
        {c.answerReason && <div className="break-words">{c.answerReason}</div>}
      </div>
    );
  }
  if (!canAnswer || !answerable.includes(c.decision) || line.completeStatus !== "open") return null;

  const send = async (answer: Answer) => {
    setBusy(true);
    try {
      await callOp(op, { params: { id: orderId, lineId: line.id }, body: { answer, reason: reason.trim() || undefined } });
      toast.success(t("purchaseOrder.answer.done", { line: line.lineNo }));
    } catch {
      // request() has shown why (e.g. answered meanwhile); the fresh detail shows the state
    } finally {
      setBusy(false);
      setAsking(false);
      onChanged();
    }
  };

  return (
    <>
      <div role="group" aria-label={t("purchaseOrder.answer.actions", { line: line.lineNo })} className="mt-1 flex flex-wrap gap-1" data-testid="answer-actions">
        {c.decision !== "decline" && (
          <RequireRights anyOf={[rights.purchaseOrder.answer]}>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => send("accept")} data-testid="answer-accept">
              {t("purchaseOrder.answer.accept")}
            </Button>
          </RequireRights>
        )}
        <RequireRights anyOf={[rights.purchaseOrder.answer]}>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => setAsking(true)} onPointerEnter={() => void loadCancelDialog()} onFocus={() => void loadCancelDialog()} data-testid="answer-cancel">
            {t("purchaseOrder.answer.cancel")}
          </Button>
        </RequireRights>
      </div>
      <LineCancelDialog open={asking} lineNo={line.lineNo} reason={reason} busy={busy} onReason={setReason} onClose={() => setAsking(false)} onConfirm={() => send("cancel")} />
    </>
  );
}
