"use client";

import { useTranslations } from "next-intl";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { FormFieldControlProps } from "@/components/ui/form-field";
import { LazySelect } from "@/components/ui/lazy-select";

/** A select of one contract enum, captioned from `enums.<name>`. */
export function EnumSelect({ control, enumName, values, value, onChange, testId }: {
  control: FormFieldControlProps; enumName: string; values: readonly string[]; value: string; onChange: (v: string) => void; testId?: string;
}) {
  const t = useTranslations();
  return (
    <LazySelect
      {...control}
      className="w-full"
      data-testid={testId}
      value={value}
      onValueChange={onChange}
      options={values.map((v) => ({ value: v, label: t(enumCaption(enumName, v)) }))}
    />
  );
}
