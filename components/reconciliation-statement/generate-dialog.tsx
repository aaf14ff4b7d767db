"use client";

import { useTranslations } from "next-intl";
import { generateInput, reconciliationStatementList as list, reconciliationStatementOps } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { useContractForm } from "@/components/common/use-contract-form";
import { useBusinessToday } from "@/components/common/use-business-today";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** Finance generates a draft statement for one supplier and period; the new statement opens. */
export function GenerateDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (id: number) => void }) {
  const t = useTranslations();
  const today = useBusinessToday();
  const form = useContractForm(
    generateInput,
    { venno: "", periodFrom: monthStart(today), periodTo: today, statementDate: today, currency: "CNY", taxRate: "0.13", discountRate: "0", bank: "", remark: "" },
    {
      onSubmit: (body) => callOp(reconciliationStatementOps.generate, { body }),
      onSuccess: (res) => {
        const st = res as { id: number; statementNo: string };
        toast.success(t("reconciliationStatement.generate.done", { no: st.statementNo }));
        onDone(st.id);
      },
    },
  );
  const field = (name: "venno" | "periodFrom" | "periodTo" | "statementDate" | "currency" | "taxRate" | "discountRate" | "bank", label: string, day = false) => (
    <FormField label={label} error={form.errorOf(name)} required={form.field(name).required}>
      {day ? <DateInput {...form.valueField(name)} data-testid={`generate-${name}`} /> : <Input {...form.field(name)} data-testid={`generate-${name}`} />}
    </FormField>
  );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !form.pending && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl" data-testid="generate-dialog">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("reconciliationStatement.generate.title")}</DialogTitle>
            <DialogDescription>{t("reconciliationStatement.generate.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("venno", t("reconciliationStatement.generate.supplierHint"))}
            {field("statementDate", t(list.caption("statementDate")), true)}
            {field("periodFrom", t(list.caption("periodFrom")), true)}
            {field("periodTo", t(list.caption("periodTo")), true)}
            {field("currency", t(list.caption("currency")))}
            {field("taxRate", t(list.caption("taxRate")))}
            {field("discountRate", t(list.caption("discountRate")))}
            {field("bank", t(list.caption("bank")))}
          </div>
          <FormField label={t("reconciliationStatement.generate.remark")} error={form.errorOf("remark")}>
            <Input {...form.field("remark")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={form.pending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={form.pending} data-testid="generate-submit">
              {t("reconciliationStatement.generate.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
