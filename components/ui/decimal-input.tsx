"use client";

import * as React from "react";
import { useLocale } from "next-intl";
import { decimalEditText, decimalOfTyped, isReadDecimal } from "@/lib/number-format";
import { Input, type InputProps } from "./input";

type DecimalInputProps = Omit<InputProps, "type" | "value" | "defaultValue" | "onChange" | "inputMode"> & {
  /** The decimal string the form holds ("1200.5"), or "". */
  value: string;
  /** Called as it is typed, with the decimal string or the text marked as no number (lib/number-format decimalOfTyped). */
  onValueChange: (value: string) => void;
  /** An amount of money: shown with two decimals at least (368.40). */
  money?: boolean;
};

/**
 * The house decimal input (a quantity, a price, an amount): written and read in the UI language, "1.200,5" in es and vi,
 * "1,200.5" in en, zh and ja, while the form holds the decimal string the services take. Shown grouped once left.
 */
export function DecimalInput({ value, onValueChange, money = false, onBlur, ...props }: DecimalInputProps) {
  const locale = useLocale();
  // The text as typed, and what it was handed on as: the field shows it until the form's value is something else.
  const [typed, setTyped] = React.useState<{ text: string; sent: string } | null>(null);
  const shown = typed && typed.sent === value ? typed.text : decimalEditText(value, locale, money);
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(e) => {
        const text = e.target.value;
        const sent = decimalOfTyped(text, locale);
        setTyped({ text, sent });
        if (sent !== value) onValueChange(sent);
      }}
      onBlur={(e) => {
        if (typed && isReadDecimal(typed.sent)) setTyped(null);
        onBlur?.(e);
      }}
    />
  );
}
