"use client";

import type { ColumnDecl } from "@/lib/contracts/kit/columns";
import type { FormFieldControlProps } from "@/components/ui/form-field";
import { DictionarySelect } from "@/components/dictionary/dictionary-select";
import { DateInput } from "@/components/ui/date-input";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { EnumSelect } from "./enum-select";

/**
 * A declared field's control, for a FormField's render function (`control`: its id and aria): the code list's select
 * for a dictionary code, the enum's select, a day picker for a date, else a text box (a number keyboard for a quantity).
 */
export function DeclaredInput({ control, decl, value, onValueChange, testId, maxLength }: {
  control: FormFieldControlProps; decl: ColumnDecl; value: string; onValueChange: (value: string) => void; testId: string;
  /** The input schema's bound of a text field (the form hook's `maxOf`). */
  maxLength?: number;
}) {
  if (decl.dictionary) return <DictionarySelect {...control} type={decl.dictionary} value={value} onValueChange={onValueChange} data-testid={testId} />;
  if (decl.kind === "enum") return <EnumSelect control={control} enumName={decl.enumName!} values={decl.values!} value={value} onChange={onValueChange} testId={testId} />;
  if (decl.kind.startsWith("date")) return <DateInput {...control} withTime={decl.kind === "datetime"} value={value} onValueChange={onValueChange} data-testid={testId} />;
  if (decl.kind === "decimal") return <DecimalInput {...control} value={value} onValueChange={onValueChange} data-testid={testId} />;
  return (
    <Input {...control} inputMode={decl.kind === "int" ? "numeric" : undefined} value={value}
      maxLength={maxLength} onChange={(e) => onValueChange(e.target.value)} data-testid={testId} />
  );
}
