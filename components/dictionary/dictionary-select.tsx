"use client";

import { useEffect, useState, type ComponentProps } from "react";
import { useLocale, useTranslations } from "next-intl";
import { dictionaryOps, type DictionaryItem } from "@/lib/contracts/base-data/dictionary";
import { callOp } from "@/lib/client/request";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

type Props = Omit<ComponentProps<typeof SelectTrigger>, "children" | "type"> & {
  type: string;
  value: string;
  onValueChange: (code: string) => void;
};

/** A select of one dictionary code list (`type`, e.g. "currency"): labels in the user's language, the code as the value. */
export function DictionarySelect({ type, value, onValueChange, disabled, className, ...trigger }: Props) {
  const t = useTranslations("dictionary");
  const key = `${type}:${useLocale()}`;
  const [loaded, setLoaded] = useState<{ key: string; items: DictionaryItem[] } | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    callOp(dictionaryOps.items, { params: { type }, signal: ctl.signal })
      .then((items) => setLoaded({ key, items }), () => { if (!ctl.signal.aborted) setLoaded({ key, items: [] }); });
    return () => ctl.abort();
  }, [type, key]);
  const items = loaded?.key === key ? loaded.items : null;
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
