"use client";

import { useTranslations } from "next-intl";
import { enumCaption } from "@/lib/contracts/kit/list";
import type { FormFieldControlProps } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A select of one contract enum, captioned from `enums.<name>`. */
export function EnumSelect({ control, enumName, values, value, onChange, testId }: {
  control: FormFieldControlProps; enumName: string; values: readonly string[]; value: string; onChange: (v: string) => void; testId?: string;
}) {
  const t = useTranslations();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control} className="w-full" data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {values.map((v) => (
          <SelectItem key={v} value={v}>{t(enumCaption(enumName, v))}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
