"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import type { DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { purchaseReceiptList as list, purchaseReceiptOps, receiptInput, type ReceiptSaved } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { callOp } from "@/lib/client/request";
import { useBusinessToday } from "@/components/common/use-business-today";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";
import { Textarea } from "@/components/common/textarea";
import { DictionarySelect } from "@/components/dictionary/dictionary-select";
import { dropErrors, trimOrEmpty } from "@/components/common/format";
import { useContractForm } from "@/components/common/use-contract-form";
import { counterHint } from "@/components/common/char-counter";
import { useUnsavedGuard } from "@/components/common/use-unsaved-guard";
import { bodyLines, ReceiptFormLines, type ReceiptLineDraft } from "./receipt-form-lines";

const headerFields = ["recdate", "rectype", "carno", "receiver"] as const;

const lineDraft = (n: DeliveryNoticeDetail) => (line: DeliveryNoticeDetail["lines"][number]): ReceiptLineDraft => {
  const q = trimOrEmpty(line.thisQty);
  return { include: true, line, recqty: q, passqty: q, rejectqty: "0", returnqty: "0", focqty: "0", instoreqty: q, inwgt: "", location: n.storageLocation, lotno: n.lotNo, iqcno: "" };
};

/** An internal user records what arrived against an open delivery notice (receiptInput rules, lengths from the schema). */
export function ReceiptForm({ notice }: { notice: DeliveryNoticeDetail }) {
  const t = useTranslations();
  const router = useRouter();
  const [lines, setLines] = useState<ReceiptLineDraft[]>(() => notice.lines.map(lineDraft(notice)));
  const today = useBusinessToday();
  const form = useContractForm(
    receiptInput,
    { noticeId: notice.id, recdate: today, rectype: "purchase", carno: "", receiver: "", remark: "", lines: bodyLines(lines) },
    {
      onSubmit: (body) => callOp(purchaseReceiptOps.create, { body }),
      onSuccess: (saved) => {
        const { recno } = saved as ReceiptSaved;
        toast.success(t("purchaseReceipt.form.saved", { recno }));
        guard.release();
        router.push(`/purchase/receipt?recno=${encodeURIComponent(recno)}`);
      },
    },
  );
  const { errors, setErrors } = form;
  const snapshot = JSON.stringify([form.values, lines]);
  const [initial] = useState(snapshot);
  const guard = useUnsavedGuard(snapshot !== initial, t("common.unsavedChanges"));
  const field = (name: (typeof headerFields)[number] | "remark") => {
    const f = form.field(name);
    return { ...f, onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => (f.onChange(e), setErrors((er) => dropErrors(er, name))) };
  };

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" data-testid="receipt-form">
      <p className="text-sm text-muted-foreground">
        {t("purchaseReceipt.form.against", { noticeNo: notice.noticeNo, supplier: `${notice.venno} ${notice.vensname}` })}
      </p>
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {headerFields.map((f) => (
          <FormField key={f} label={t(list.caption(f))} required={form.field(f).required} error={form.errorOf(f)}>
            {f === "rectype" ? (
              <DictionarySelect type="receipt-type" value={form.values.rectype ?? ""} onValueChange={(v) => form.set("rectype", v)} />
            ) : f === "recdate" ? (
              <DateInput {...form.valueField(f)} clearable={false} onValueChange={(v) => (form.set(f, v), setErrors((er) => dropErrors(er, f)))} />
            ) : (
              <Input clearLabel={t("common.clear")} {...field(f)} />
            )}
          </FormField>
        ))}
        <FormField label={t(list.caption("remark"))} error={form.errorOf("remark")} className="sm:col-span-2 lg:col-span-4"
          hint={counterHint(receiptInput, "remark", form.values.remark)}>
          <Textarea {...field("remark")} />
        </FormField>
      </div>
      {errors.lines?.[0] && <p role="alert" className="text-sm text-destructive">{errors.lines[0]}</p>}
      <ReceiptFormLines
        lines={lines}
        errors={errors}
        onChange={(i, p) => {
          const next = lines.map((l, j) => (j === i ? { ...l, ...p } : l));
          setLines(next);
          form.set("lines", bodyLines(next));
          setErrors((e) => dropErrors(e, "lines"));
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => router.back()} disabled={form.pending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={form.pending} data-testid="receipt-submit">
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
