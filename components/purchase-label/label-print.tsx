"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useReactToPrint } from "react-to-print";
import { Printer } from "lucide-react";
import { labelTemplates, faceFields, labelFace, type FaceField } from "@/lib/label/templates";
import { labelPrintInput, purchaseLabelOps, type LabelBatchDetail } from "@/lib/contracts/label/purchase-label";
import { toFieldErrors } from "@/lib/contracts/issues";
import { callOp, RequestError } from "@/lib/client/request";
import { useOp } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { BackLink } from "@/components/common/back-link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { PrintPage, printFrameStyle } from "@/components/print/print-page";
import { LabelFaceView } from "./label-face";

/**
 * The purchase label print page: labels laid out in millimetres from the PDF's template, one per
 * label-printer page. Printing first records the print in the ledger (1..200 labels), then the answer,
 * with reprints marked, is what goes to the printer.
 */
export function LabelPrint({ id }: { id: number }) {
  const t = useTranslations();
  const sheet = useRef<HTMLDivElement>(null);
  const { data: batch, error } = useOp(purchaseLabelOps.detail, { id });
  const [from, setFrom] = useState("1");
  const [typed, setCount] = useState<string | null>(null);
  const count = typed ?? (batch ? String(Math.min(batch.count, 200)) : "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [printed, setPrinted] = useState<LabelBatchDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = printed ?? batch;
  const tpl = shown ? labelTemplates[shown.template] : null;
  const paper = tpl ? `${tpl.widthMm}mm ${tpl.heightMm}mm` : "auto";
  const pageStyle = printFrameStyle(paper, "0");
  const print = useReactToPrint({ contentRef: sheet, documentTitle: batch ? `${batch.noticeNo}-${batch.noticeLineNo}` : "labels", pageStyle });
  const captions = useMemo(() => Object.fromEntries(faceFields.map((f) => [f, t(`purchaseLabel.face.${f}`)])) as Record<FaceField, string>, [t]);

  useEffect(() => {
    if (printed) print();
  }, [printed, print]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = labelPrintInput.safeParse({ from: Number(from), count: count.trim() === "" ? undefined : Number(count) });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error, t));
    setErrors({});
    setBusy(true);
    try {
      setPrinted(await callOp(purchaseLabelOps.print, { params: { id }, body: parsed.data }));
    } catch (err) {
      if (err instanceof RequestError && err.fieldErrors) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  if (error && !batch) return <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive border-border">{error}</p>;
  if (!shown || !tpl) return <Skeleton className="h-96 w-full" />;
  const faces = shown.labels.map((l) => labelFace(shown, { serial: l.serial, seq: l.seq, quantity: l.quantity, reprint: printed ? l.reprint : false }));
  const toolbar = (
    <>
      <BackLink href={`/purchase/label/${id}`} label={t("purchaseLabel.back")} />
      <RequireRights anyOf={[rights.purchaseLabel.print]}>
        <form onSubmit={submit} noValidate className="ml-auto flex flex-wrap items-end gap-3" data-testid="label-print-form">
          <FormField label={t("purchaseLabel.printFrom")} error={errors.from?.[0]} className="w-28">
            <Input value={from} inputMode="numeric" clearable={false} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label={t("purchaseLabel.printCount")} required error={errors.count?.[0]} className="w-40">
            <Input value={count} inputMode="numeric" clearLabel={t("common.clear")} onChange={(e) => setCount(e.target.value)} data-testid="label-print-count" />
          </FormField>
          <Button type="submit" disabled={busy} data-testid="label-print-button">
            <Printer aria-hidden="true" />
            {t("purchaseLabel.print")}
          </Button>
        </form>
      </RequireRights>
      <p className="basis-full text-sm text-muted-foreground">{t("purchaseLabel.printHint")}</p>
      {printed?.labels.some((l) => l.reprint) && <p role="status" className="basis-full text-sm font-medium">{t("purchaseLabel.reprintHint")}</p>}
    </>
  );
  return (
    <PrintPage page={paper} margin="0" toolbar={toolbar}>
      <div ref={sheet} className="flex flex-col items-center gap-4 bg-muted/40 p-4 print:block print:bg-white print:p-0" data-testid="label-sheet">
        {faces.map((f) => (
          <div key={f.serial} className="shadow-sm ring-1 ring-border [break-after:page] last:[break-after:auto] print:shadow-none print:ring-0">
            <LabelFaceView template={shown.template} face={f} captions={captions} reprintText={t("purchaseLabel.reprint")} />
          </div>
        ))}
      </div>
    </PrintPage>
  );
}
