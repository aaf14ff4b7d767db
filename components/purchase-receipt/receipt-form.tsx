"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { columnKey, purchasePaths, receiptInput, type DeliveryNoticeDetail, type ReceiptSaved } from "@/lib/contracts/erp-purchase";
import { toFieldErrors } from "@/lib/contracts/issues";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { request, RequestError } from "@/lib/client/request";
import { formatDay } from "@/lib/table-state";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/common/textarea";
import { DictionarySelect } from "@/components/dictionary/dictionary-select";
import { dropErrors, trimOrEmpty } from "@/components/common/format";
import { qtyFields, ReceiptFormLines, textFields, type ReceiptLineDraft } from "./receipt-form-lines";

const headerFields = ["recdate", "rectype", "carno", "receiver"] as const;
type Header = Record<(typeof headerFields)[number] | "remark", string>;

const lineDraft = (n: DeliveryNoticeDetail) => (line: DeliveryNoticeDetail["lines"][number]): ReceiptLineDraft => {
  const q = trimOrEmpty(line.thisQty);
  return { include: true, line, recqty: q, passqty: q, rejectqty: "0", returnqty: "0", focqty: "0", instoreqty: q, inwgt: "", location: n.storageLocation, lotno: n.lotNo, iqcno: "" };
};

/** An internal user records what arrived against an open delivery notice (receiptInput rules). */
export function ReceiptForm({ notice }: { notice: DeliveryNoticeDetail }) {
  const t = useTranslations();
  const router = useRouter();
  const [header, setHeader] = useState<Header>(() => ({ recdate: formatDay(new Date()), rectype: "purchase", carno: "", receiver: "", remark: "" }));
  const [lines, setLines] = useState<ReceiptLineDraft[]>(() => notice.lines.map(lineDraft(notice)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      noticeId: notice.id,
      ...header,
      lines: lines
        .filter((l) => l.include)
        .map((l) => ({
          noticeLineId: l.line.id,
          ...Object.fromEntries(qtyFields.map((f) => [f, f === "inwgt" && !l[f].trim() ? undefined : l[f].trim()])),
          ...Object.fromEntries(textFields.map((f) => [f, l[f]])),
        })),
    };
    const parsed = receiptInput.safeParse(body);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, t));
      toast.error(t("errors.validation"));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await request<ReceiptSaved>("erp-purchase", purchasePaths.receipts, { method: "POST", json: parsed.data });
      toast.success(t("purchaseReceipt.form.saved", { recno: saved.recno }));
      router.push(`/purchase/receipt?recno=${encodeURIComponent(saved.recno)}`);
    } catch (err) {
      if (err instanceof RequestError && err.fieldErrors) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="receipt-form">
      <p className="text-sm text-muted-foreground">
        {t("purchaseReceipt.form.against", { noticeNo: notice.noticeNo, supplier: `${notice.venno} ${notice.vensname}` })}
      </p>
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {headerFields.map((f) => (
          <FormField key={f} label={t(columnKey("receipt", f))} required={f === "recdate"} error={errors[f]?.[0]}>
            {f === "rectype" ? (
              <DictionarySelect
                type="receipt-type"
                value={header[f]}
                onValueChange={(v) => {
                  setHeader((h) => ({ ...h, [f]: v }));
                  setErrors((er) => dropErrors(er, f));
                }}
              />
            ) : (
            <Input
              type={f === "recdate" ? "date" : "text"}
              clearable={f !== "recdate"}
              clearLabel={t("common.clear")}
              maxLength={50}
              value={header[f]}
              onChange={(e) => {
                setHeader((h) => ({ ...h, [f]: e.target.value }));
                setErrors((er) => dropErrors(er, f));
              }}
            />
            )}
          </FormField>
        ))}
        <FormField label={t(columnKey("receipt", "remark"))} error={errors.remark?.[0]} className="sm:col-span-2 lg:col-span-4">
          <Textarea maxLength={500} value={header.remark} onChange={(e) => setHeader((h) => ({ ...h, remark: e.target.value }))} />
        </FormField>
      </div>
      {errors.lines?.[0] && <p role="alert" className="text-sm text-destructive">{errors.lines[0]}</p>}
      <ReceiptFormLines
        lines={lines}
        errors={errors}
        onChange={(i, p) => {
          setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
          setErrors((e) => dropErrors(e, "lines"));
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => router.back()} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={busy} data-testid="receipt-submit">
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
