"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { useDictionary } from "./use-dictionary";

type Props = Omit<ComponentProps<typeof SelectTrigger>, "children" | "type"> & {
  type: string;
  value: string;
  onValueChange: (code: string) => void;
};

/** A select of one dictionary code list (`type`, e.g. "currency"): labels in the user's language, the code as the value. */
export function DictionarySelect({ type, value, onValueChange, disabled, className, ...trigger }: Props) {
  const t = useTranslations("dictionary");
  const items = useDictionary(type);
  return (
    <Select value={items ? value : ""} onValueChange={onValueChange} disabled={disabled || !items?.length}>
      <SelectTrigger className={cn("w-full", className)} aria-busy={!items} {...trigger}>
        <SelectValue placeholder={t(!items ? "loading" : items.length ? "placeholder" : "empty")} />
      </SelectTrigger>
      <SelectContent>
        {items?.map((i) => <SelectItem key={i.code} value={i.code}>{i.label}</SelectItem>)}
      </SelectContent>
    </Select>
  );
}
