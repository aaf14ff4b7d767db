"use client";

import { useState, type ReactNode } from "react";
import { Link } from "@/components/common/link";
import { useLocale, useTranslations } from "next-intl";
import { FileText, Printer, Receipt } from "lucide-react";
import type { UserType } from "@/lib/contracts/base-data/user";
import { reasonInput, reconciliationStatementOps as ops, type StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights, type Right } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { ReasonDialog } from "@/components/common/reason-dialog";
import { DisabledReason } from "@/components/common/disabled-reason";
import { formatMoney } from "@/components/common/format";

type Plain = "send" | "withdraw" | "confirm" | "revise";
type WithReason = "return" | "void";

/** The steps the caller may take on the statement now, each behind a confirmation or a reason. */
export function StatementActions({ st, userType, onDone }: { st: StatementDetail; userType: UserType; onDone: () => void }) {
  const t = useTranslations("reconciliationStatement");
  const locale = useLocale();
  const tc = useTranslations("common");
  const tr = useTranslations();
  const [asking, setAsking] = useState<Plain | null>(null);
  const [reasoning, setReasoning] = useState<WithReason | null>(null);
  const [busy, setBusy] = useState(false);
  const supplier = userType === "supplier";
  const s = st.status;

  const run = async (action: Plain | WithReason, reason?: string) => {
    const params = { id: st.id };
    if (action === "return" || action === "void") await callOp(ops[action], { params, body: { reason: reason! } });
    else await callOp(ops[action], { params });
    toast.success(t(`done.${action}`));
    onDone();
  };
  const plain = async (action: Plain) => {
    setBusy(true);
    try {
      await run(action);
      setAsking(null);
    } catch {
      setAsking(null);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  // What the service would refuse now, said on the control instead of after the click.
  const disputed = st.lines.some((l) => l.dispute === "open");
  const blocked: Partial<Record<Plain | WithReason, string | null>> = {
    confirm: disputed ? tr("errors.statement.disputeOpen") : null,
    send: disputed || st.lines.length === 0 ? tr("errors.statement.disputeOpenOrEmpty") : null,
  };
  const button = (action: Plain | WithReason, right: Right, variant: "default" | "outline" | "destructive" = "outline"): ReactNode => (
    <RequireRights key={action} anyOf={[right]}>
      <DisabledReason reason={blocked[action] ?? null}>
        <Button size="sm" variant={variant} data-testid={`statement-${action}`} disabled={!!blocked[action]}
          onClick={() => (action === "return" || action === "void" ? setReasoning(action) : setAsking(action))}>
          {t(`actions.${action}`)}
        </Button>
      </DisabledReason>
    </RequireRights>
  );
  const add = rights.reconciliationStatement.add;
  const confirm = rights.reconciliationStatement.confirm;
  const buttons: ReactNode[] = [];
  if (!supplier && (s === "draft" || s === "revised")) buttons.push(button("send", add, "default"));
  if (!supplier && s === "sent") buttons.push(button("withdraw", add));
  if (!supplier && s === "returned") buttons.push(button("revise", add, "default"));
  if (!supplier && ["draft", "sent", "returned", "revised"].includes(s)) buttons.push(button("void", add, "destructive"));
  if (supplier && s === "sent") buttons.push(button("confirm", confirm, "default"), button("return", confirm, "destructive"));

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="statement-actions">
      {buttons}
      <span className="ml-auto flex flex-wrap gap-2">
        <Link href={`/accountCheckDetailLook/${st.id}`} className={buttonVariants({ size: "sm", variant: "ghost" })} data-testid="open-detail-look">
          <FileText aria-hidden="true" />
          {t("actions.detailLook")}
        </Link>
        <Link href={`/PrintView/${st.id}`} className={buttonVariants({ size: "sm", variant: "ghost" })} data-testid="open-print-view">
          <Printer aria-hidden="true" />
          {t("actions.print")}
        </Link>
        <Link href={`/PrintPayableView/${st.id}`} className={buttonVariants({ size: "sm", variant: "ghost" })} data-testid="open-print-payable">
          <Receipt aria-hidden="true" />
          {t("actions.printPayable")}
        </Link>
      </span>
      <AlertDialog open={asking !== null} onOpenChange={(o) => !o && !busy && setAsking(null)}>
        <AlertDialogContent data-testid="statement-ask">
          <AlertDialogHeader>
            <AlertDialogTitle>{asking ? t(`actions.${asking}`) : ""}</AlertDialogTitle>
            <AlertDialogDescription>{asking ? t(`ask.${asking}`, { no: st.statementNo, amount: `${formatMoney(st.payableAmount, locale)} ${st.currency}` }) : ""}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{tc("cancel")}</AlertDialogCancel>
            <Button disabled={busy} onClick={() => asking && plain(asking)} data-testid="statement-ask-submit">
              {asking ? t(`actions.${asking}`) : ""}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {reasoning && (
        <ReasonDialog
          schema={reasonInput}
          label={t("reason.label")}
          title={t(`reason.${reasoning}`, { no: st.statementNo })}
          submit={t(`actions.${reasoning}`)}
          onClose={() => setReasoning(null)}
          onSubmit={(reason) => run(reasoning, reason)}
        />
      )}
    </div>
  );
}
