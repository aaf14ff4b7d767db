"use client";

import { useTranslations } from "next-intl";
import { LazySelect, type LazySelectProps } from "@/components/ui/lazy-select";
import { cn } from "@/lib/utils";
import { useDictionary } from "./use-dictionary";

type Props = Omit<LazySelectProps, "options" | "type" | "placeholder"> & { type: string };

/** A select of one dictionary code list (`type`, e.g. "currency"): labels in the user's language, the code as the value. */
export function DictionarySelect({ type, value, onValueChange, disabled, className, ...trigger }: Props) {
  const t = useTranslations("dictionary");
  const items = useDictionary(type);
  return (
    <LazySelect
      className={cn("w-full", className)}
      aria-busy={!items}
      {...trigger}
      disabled={disabled || !items?.length}
      value={items ? value : ""}
      onValueChange={onValueChange}
      options={items?.map((i) => ({ value: i.code, label: i.label })) ?? []}
      placeholder={t(!items ? "loading" : items.length ? "placeholder" : "empty")}
    />
  );
}
