"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { toast } from "@/lib/client/toast";
import type { DeliveryNoticeDetail, NoticeCandidate, deliveryNoticeInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import { deliveryNoticeNamespace, shipsLate } from "@/lib/contracts/erp-purchase/delivery-notice-columns";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { callOp } from "@/lib/client/request";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/common/textarea";
import { dropErrors } from "@/components/common/format";
import { counterOf } from "@/components/common/char-counter";
import { useContractForm } from "@/components/common/use-contract-form";
import { useUnsavedGuard } from "@/components/common/use-unsaved-guard";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { draftFromDetail, emptyDraft, headerFieldsOf, lineFromCandidate, noticeChecks, noticeInputOf, type HeaderField, type NoticeDraft } from "./form-state";
import type { NoticeFormParts } from "./form-parts";
import { openedOnce } from "@/components/common/client-only";
import { LinesEditor } from "./lines-editor";

// The picker (a list with its table kit in a dialog) loads when the pointer or focus reaches "Add lines".
const loadPicker = async () => ({ default: (await import("./line-picker")).LinePicker });
const LinePicker = openedOnce(loadPicker, (p) => p.open);

const dateFields: readonly HeaderField[] = ["requiredDate", "deliverDate"];
const caption = (f: string) => columnCaption(deliveryNoticeNamespace, f);
// The schema (and zod) loads when the pointer or focus first reaches the form, or on save.
const loadSchema = async () => (await import("@/lib/contracts/erp-purchase/delivery-notice")).deliveryNoticeInput;

/**
 * Create or edit a delivery notice (docs/requirements.md §5 purchase notice rules, checked with the service's own
 * schema). The page hands over the fields' facts and the calls' addresses, so the form renders without the schema.
 */
export function NoticeForm({
  notice,
  userNo,
  userType,
  parts,
  prefill = null,
}: {
  notice: DeliveryNoticeDetail | null;
  userNo: string;
  userType: UserType;
  parts: NoticeFormParts;
  /** A new notice started from an order: its sendable lines and the dates it promised and asks for. */
  prefill?: { lines: NoticeCandidate[]; header: Partial<Record<HeaderField, string>> } | null;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const headerFields = useMemo(() => headerFieldsOf(parts.facts), [parts.facts]);
  const [initial] = useState<NoticeDraft>(() => {
    if (notice) return draftFromDetail(notice, headerFields);
    const empty = emptyDraft(headerFields);
    if (!prefill) return empty;
    const header = { ...empty.header };
    for (const f of headerFields) if (prefill.header[f]) header[f] = prefill.header[f];
    return { ...empty, header, lines: prefill.lines.map(lineFromCandidate) };
  });
  const max = (f: HeaderField) => parts.facts[f]?.max;
  const form = useContractForm<typeof deliveryNoticeInput, NoticeDraft>({ facts: parts.facts, load: loadSchema }, initial, {
    toInput: (d) => noticeInputOf(d, supplierIdOf(d)),
    check: (_, tr, values): FieldErrors => noticeChecks(values, tr, locale),
    invalidMessage: "errors.validation",
    onSubmit: (data) => (notice ? callOp(parts.update, { params: { id: notice.id }, body: data }) : callOp(parts.create, { body: data })),
    onSuccess: (result) => {
      const saved = result as { id: number; noticeNo: string };
      toast.success(t(notice ? "deliveryNotice.form.updated" : "deliveryNotice.form.created", { noticeNo: saved.noticeNo }));
      guard.release();
      router.push(`/delivery/notice/${saved.id}`);
      router.refresh();
    },
  });
  const { values: draft, setValues: setDraft, errors, setErrors, warm } = form;
  const dirty = draft !== initial && JSON.stringify(draft) !== JSON.stringify(initial);
  const guard = useUnsavedGuard(dirty, t("common.unsavedChanges"));
  const leave = useConfirmedAction(() => router.back());
  const [picking, setPicking] = useState(false);
  const busy = form.pending;
  const first = draft.lines[0];
  const supplierIdOf = (d: NoticeDraft) => (notice || userType === "supplier" ? undefined : (d.lines[0]?.supplierId ?? undefined));
  const supplier = notice ? `${notice.venno} ${notice.vensname}` : first ? `${first.venno} ${first.vensname}` : "";

  const late = shipsLate(draft.header.deliverDate, draft.header.requiredDate);
  const setHeader = (f: HeaderField, v: string) => {
    setDraft((d) => ({ ...d, header: { ...d.header, [f]: v } }));
    setErrors((e) => dropErrors(e, f));
  };
  const add = (lines: NoticeCandidate[]) => {
    setDraft((d) => ({ ...d, lines: [...d.lines, ...lines.map(lineFromCandidate)] }));
    setErrors((e) => dropErrors(e, "lines", "supplierId"));
    setPicking(false);
  };

  return (
    <>
    <form onSubmit={form.submit} onPointerEnter={warm} onFocus={warm} noValidate className="grid gap-5" data-testid="notice-form">
      <section className="grid gap-3" aria-labelledby="notice-header">
        <h2 id="notice-header" className="text-base font-semibold">{t("deliveryNotice.form.header")}</h2>
        <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <FormField label={t(caption("vensname"))} required error={errors.supplierId?.[0]} hint={supplier ? undefined : t("deliveryNotice.form.supplierHint")}>
            <Input value={supplier} readOnly clearable={false} data-testid="notice-supplier" />
          </FormField>
          {headerFields.filter((f) => f !== "remark" && f !== "lateReason").map((f) => (
            <FormField key={f} label={t(caption(f))} required={parts.facts[f]?.required ?? false} error={errors[f]?.[0]}
              hint={counterOf(max(f), f, draft.header[f])}>
              {dateFields.includes(f) ? (
                <DateInput name={f} clearable={false} value={draft.header[f]} onValueChange={(v) => setHeader(f, v)} />
              ) : (
                <Input
                  name={f}
                  type={f === "driverPhone" ? "tel" : "text"}
                  clearLabel={t("common.clear")}
                  maxLength={max(f)}
                  value={draft.header[f]}
                  onChange={(e) => setHeader(f, e.target.value)}
                />
              )}
            </FormField>
          ))}
          <FormField label={t(caption("urgent"))}>
            {(control) => (
              <div className="flex h-[var(--control-h)] items-center">
                <Switch {...control} checked={draft.urgent} onCheckedChange={(v) => setDraft((d) => ({ ...d, urgent: v }))} />
              </div>
            )}
          </FormField>
          {late && (
            <div className="grid gap-2 sm:col-span-2 lg:col-span-3" data-testid="late-ship">
              <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t("deliveryNotice.form.lateWarning", { deliverDate: draft.header.deliverDate, requiredDate: draft.header.requiredDate })}
              </p>
              <FormField label={t(caption("lateReason"))} required error={errors.lateReason?.[0]}>
                <Input
                  name="lateReason"
                  clearLabel={t("common.clear")}
                  maxLength={max("lateReason")}
                  value={draft.header.lateReason}
                  onChange={(e) => setHeader("lateReason", e.target.value)}
                />
              </FormField>
            </div>
          )}
          <FormField label={t(caption("remark"))} error={errors.remark?.[0]} className="sm:col-span-2 lg:col-span-3"
            hint={counterOf(max("remark"), "remark", draft.header.remark)}>
            <Textarea name="remark" maxLength={max("remark")} value={draft.header.remark} onChange={(e) => setHeader("remark", e.target.value)} />
          </FormField>
        </div>
      </section>
      <section className="grid gap-3" aria-labelledby="notice-lines-title">
        <div className="flex items-center gap-2">
          <h2 id="notice-lines-title" className="text-base font-semibold">{t("deliveryNotice.form.lines")}</h2>
          <Button type="button" size="sm" variant="outline" className="ml-auto" onClick={() => setPicking(true)}
            onPointerEnter={() => void loadPicker()} onFocus={() => void loadPicker()} data-testid="add-lines">
            <Plus aria-hidden="true" />
            {t("deliveryNotice.form.addLines")}
          </Button>
        </div>
        <LinesEditor
          lines={draft.lines}
          errors={errors}
          onChange={(i, p) => {
            setDraft((d) => ({ ...d, lines: d.lines.map((l, j) => (j === i ? { ...l, ...p } : l)) }));
            setErrors((e) => dropErrors(e, `lines.${i}`));
          }}
          onRemove={(i) => {
            setDraft((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }));
            setErrors((e) => dropErrors(e, "lines"));
          }}
        />
      </section>
      <div className="flex justify-end gap-2">
        {leave.dialog}
        <Button type="button" variant="outline" onClick={() => (dirty
          ? leave.ask({ title: t("common.unsavedTitle"), body: t("common.unsavedChanges"), action: t("common.leave"), destructive: true, run: async () => undefined })
          : router.back())} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={busy} data-testid="notice-submit">
          {t("common.save")}
        </Button>
      </div>
    </form>
      <LinePicker
        open={picking}
        userNo={userNo}
        taken={draft.lines.map((l) => l.poLineId)}
        supplierId={first?.supplierId ?? null}
        onClose={() => setPicking(false)}
        onAdd={add}
      />
    </>
  );
}
