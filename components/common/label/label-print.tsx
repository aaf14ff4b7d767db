"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useReactToPrint } from "react-to-print";
import { Printer } from "lucide-react";
import { labelTemplates, faceFields, labelFace, type FaceField } from "@/lib/label/templates";
import { labelTemplateIds, type LabelSourceType, type LabelTemplateId } from "@/lib/contracts/label/fields";
import { labelPrintInput, type LabelBatchDetail } from "@/lib/contracts/label/batch";
import { toFieldErrors } from "@/lib/contracts/issues";
import { callOp, RequestError } from "@/lib/client/request";
import { useOp } from "@/lib/client/use-resource";
import { RequireRights } from "@/components/rights/require-rights";
import { BackLink } from "@/components/common/back-link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LazySelect } from "@/components/ui/lazy-select";
import { Skeleton } from "@/components/ui/skeleton";
import { PrintPage, printFrameStyle } from "@/components/print/print-page";
import { LabelFaceView } from "./label-face";
import { labelScreens, type LabelScreen } from "./screens";

export interface LabelPrintProps {
  id: number;
  /** The screen, also the namespace of the label captions (`<ns>.face.*`) and of the reprint mark. */
  screen: LabelScreen;
  backHref: string;
  /** The kind a print page prints: a batch of another kind answers like a missing one. */
  kind?: LabelSourceType;
  /** The preview (printTemplate): every label of the batch (at most 500) in a format chosen here. */
  chooseTemplate?: boolean;
}

/**
 * A label print page: labels laid out in millimetres from the PDF's template, one per label-printer
 * page. Printing first records the print in the ledger (1..200 labels), then the answer, with reprints
 * marked, is what goes to the printer.
 */
export function LabelPrint({ id, screen: ns, backHref, kind, chooseTemplate }: LabelPrintProps) {
  const t = useTranslations();
  const locale = useLocale();
  const { ops, print: right } = labelScreens[ns];
  const sheet = useRef<HTMLDivElement>(null);
  const query = useMemo(() => (kind ? { kind } : undefined), [kind]);
  const { data: batch, error } = useOp(ops.detail, { id }, { query });
  const [from, setFrom] = useState("1");
  const [typed, setCount] = useState<string | null>(null);
  const [chosen, setTemplate] = useState<LabelTemplateId | null>(null);
  const count = typed ?? (batch ? String(Math.min(batch.count, 200)) : "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [printed, setPrinted] = useState<LabelBatchDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = printed ?? batch;
  const template = chosen ?? shown?.template ?? "generic_100x70";
  const tpl = labelTemplates[template];
  const paper = `${tpl.widthMm}mm ${tpl.heightMm}mm`;
  const pageStyle = printFrameStyle(paper, "0");
  const print = useReactToPrint({ contentRef: sheet, documentTitle: batch ? `${batch.noticeNo}-${batch.noticeLineNo}` : "labels", pageStyle });
  const captions = useMemo(() => Object.fromEntries(faceFields.map((f) => [f, t(`${ns}.face.${f}`)])) as Record<FaceField, string>, [t, ns]);

  useEffect(() => {
    if (printed) print();
  }, [printed, print]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = labelPrintInput.safeParse({ from: Number(from), count: count.trim() === "" ? undefined : Number(count) });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error, t, locale));
    setErrors({});
    setBusy(true);
    try {
      setPrinted(await callOp(ops.print, { params: { id }, query, body: parsed.data }));
    } catch (err) {
      if (err instanceof RequestError && err.fieldErrors) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  if (error && !batch) return <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive border-border">{error}</p>;
  if (!shown) return <Skeleton className="h-96 w-full" />;
  const faces = shown.labels.map((l) => labelFace(shown, { serial: l.serial, seq: l.seq, quantity: l.quantity, reprint: printed ? l.reprint : false }));
  const toolbar = (
    <>
      <BackLink href={backHref} label={t("label.back")} />
      {chooseTemplate && (
        <FormField label={t("label.template")} className="min-w-56">
          {(control) => (
            <LazySelect {...control} data-testid="label-preview-template" value={template} onValueChange={(v) => setTemplate(v as LabelTemplateId)}
              options={labelTemplateIds.map((v) => ({ value: v, label: t(`label.templates.${v}`) }))} />
          )}
        </FormField>
      )}
      <RequireRights anyOf={[right]}>
        <form onSubmit={submit} noValidate className="ml-auto flex flex-wrap items-end gap-3" data-testid="label-print-form">
          <FormField label={t("label.printFrom")} error={errors.from?.[0]} className="w-28">
            <Input value={from} inputMode="numeric" clearable={false} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label={t("label.printCount")} required error={errors.count?.[0]} className="w-40">
            <Input value={count} inputMode="numeric" clearLabel={t("common.clear")} onChange={(e) => setCount(e.target.value)} data-testid="label-print-count" />
          </FormField>
          <Button type="submit" disabled={busy} data-testid="label-print-button">
            <Printer aria-hidden="true" />
            {t("label.print")}
          </Button>
        </form>
      </RequireRights>
      <p className="basis-full text-sm text-muted-foreground">{chooseTemplate ? t("label.previewHint", { count: faces.length }) : t("label.printHint")}</p>
      {printed?.labels.some((l) => l.reprint) && <p role="status" className="basis-full text-sm font-medium">{t("label.reprintHint")}</p>}
    </>
  );
  return (
    <PrintPage page={paper} margin="0" label={t("label.labels")} toolbar={toolbar}>
      <div ref={sheet} className="flex flex-col items-center gap-4 bg-muted/40 p-4 print:block print:bg-white print:p-0" data-testid="label-sheet">
        {faces.map((f) => (
          <div key={f.serial} className="shadow-sm ring-1 ring-border [break-after:page] last:[break-after:auto] print:shadow-none print:ring-0">
            <LabelFaceView template={template} face={f} captions={captions} reprintText={t(`${ns}.reprint`)} />
          </div>
        ))}
      </div>
    </PrintPage>
  );
}
