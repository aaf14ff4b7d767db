"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FileCode2, Loader2 } from "lucide-react";
import { einvoiceFileBytes, invoiceOps, type ReadEInvoice } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { RequestError } from "@/lib/client/request";
import { uploadFile } from "@/lib/client/upload";
import { FileButton } from "@/components/common/file-button";

/**
 * Picks a structured e-invoice (数电票 or Circular 78 XML) and has the service read and check it against
 * the statement. Each failed check (seller, buyer, total, number) is listed; a read invoice fills the draft.
 */
export function EInvoicePick({ statementId, onRead }: { statementId: number; onRead: (r: ReadEInvoice) => void }) {
  const t = useTranslations("reconciliationStatement.invoice");
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const pick = async (f: File) => {
    setBusy(f.name);
    setProblems([]);
    try {
      onRead(await uploadFile(invoiceOps.einvoice, f, { params: { id: statementId } }));
    } catch (err) {
      if (err instanceof RequestError) setProblems(err.fieldErrors ? Object.values(err.fieldErrors).flat() : [err.message]);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="grid gap-1">
      <FileButton icon={<FileCode2 aria-hidden="true" className="size-4" />} label={t("xml")} accept=".xml,application/xml,text/xml"
        maxBytes={einvoiceFileBytes} testId="einvoice-file" onPick={(f) => void pick(f)} />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {busy ? <span className="inline-flex items-center gap-1"><Loader2 aria-hidden="true" className="size-3 animate-spin" />{t("reading", { name: busy })}</span> : t("xmlHint")}
      </p>
      {problems.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive" data-testid="einvoice-problems">
          <p className="font-medium">{t("einvoiceRefused")}</p>
          <ul className="list-disc ps-5">{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
    </div>
  );
}
