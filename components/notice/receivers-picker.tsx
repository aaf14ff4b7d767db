"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import type { NoticeReceiver } from "@/lib/contracts/base-data/notice";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";

/** The receiving supplier companies: a searchable checklist (number or name). */
export function ReceiversPicker({ options, value, onChange, invalid }: { options: NoticeReceiver[]; value: number[]; onChange: (ids: number[]) => void; invalid?: boolean }) {
  const t = useTranslations("notice.receiversPick");
  const [query, setQuery] = useState("");
  const chosen = useMemo(() => new Set(value), [value]);
  const q = query.trim().toLowerCase();
  const shown = q ? options.filter((o) => o.venNo.includes(q) || o.name.toLowerCase().includes(q)) : options;
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <div className={`rounded-md border ${invalid ? "border-destructive" : "border-input"}`} data-testid="notice-receivers">
      <div className="flex flex-wrap items-center gap-2 border-b border-border p-2">
        <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("search")} aria-label={t("search")} className="h-8 w-full sm:w-56" />
        <span className="text-xs text-muted-foreground" aria-live="polite">{t("selected", { count: value.length })}</span>
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange([...new Set([...value, ...shown.map((o) => o.id)])])}>{t("all")}</Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange([])}>{t("clear")}</Button>
      </div>
      <ul className="max-h-56 overflow-y-auto p-1">
        {shown.length === 0 && <li className="p-2 text-sm text-muted-foreground">{t("none")}</li>}
        {shown.map((o) => (
          <li key={o.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent">
              <Checkbox checked={chosen.has(o.id)} onCheckedChange={(c) => toggle(o.id, c === true)} data-testid={`receiver-${o.venNo}`} />
              <span className="font-mono text-xs text-muted-foreground">{o.venNo}</span>
              <span className="truncate">{o.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
