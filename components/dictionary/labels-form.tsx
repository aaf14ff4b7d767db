"use client";

import { useTranslations } from "next-intl";
import type { z } from "zod/mini";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export const labelFields = ["labelZh", "labelEn", "labelVi", "labelEs", "labelJa"] as const;
type Values = { code: string; labelZh: string; labelEn: string; labelVi: string; labelEs: string; labelJa: string };

/** A code (fixed once made: documents refer to it) and a label per language; English is required. */
export function LabelsForm({ schema, initial, withCode, onSubmit, onSaved, submitLabel, testId }: {
  schema: z.ZodMiniType;
  initial: Partial<Values>;
  withCode: boolean;
  onSubmit: (data: Values) => Promise<unknown>;
  onSaved: () => void;
  submitLabel: string;
  testId: string;
}) {
  const t = useTranslations("dictionary.admin");
  const start: Values = { code: "", labelZh: "", labelEn: "", labelVi: "", labelEs: "", labelJa: "", ...initial };
  const form = useContractForm(schema, start, {
    toInput: (v) => (withCode ? v : { labelZh: v.labelZh, labelEn: v.labelEn, labelVi: v.labelVi, labelEs: v.labelEs, labelJa: v.labelJa }) as never,
    onSubmit: (data) => onSubmit(data as Values),
    successMessage: "dictionary.admin.saved",
    onSuccess: () => {
      if (withCode) form.reset();
      onSaved();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-2 sm:grid-cols-2" data-testid={testId}>
      {withCode && (
        <FormField label={t("fields.code")} error={form.errorOf("code")} required>
          <Input {...form.field("code")} data-testid={`${testId}-code`} />
        </FormField>
      )}
      {labelFields.map((f) => (
        <FormField key={f} label={t(`fields.${f}`)} error={form.errorOf(f)} required={f === "labelEn"}>
          <Input {...form.field(f)} data-testid={`${testId}-${f}`} />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={form.pending} data-testid={`${testId}-save`}>{submitLabel}</Button>
      </div>
    </form>
  );
}
