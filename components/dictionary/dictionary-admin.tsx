"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { AdminDictionaryType, dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { labelIn } from "@/lib/contracts/base-data/dictionary-admin-values";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { useOp } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { DictionaryItems } from "./dictionary-items";
import { AddSection, NewTypeForm } from "./lazy-forms";

type Ops = typeof dictionaryAdminOps;
type Used = "types" | "createType" | "items" | "createItem" | "updateItem" | "enableItem" | "moveItem" | "itemAudit";
/** The administration's calls, as addresses the server page hands over: calling them needs no schema. */
export type DictionaryAdminOps = { [K in Used]: OpAddress<Ops[K]> };

/** Data dictionary administration (menu 93): the code lists, and the codes of the chosen one. */
export function DictionaryAdmin({ ops }: { ops: DictionaryAdminOps }) {
  const t = useTranslations("dictionary.admin");
  const locale = useLocale();
  const [version, setVersion] = useState(0);
  const { data, loading } = useOp(ops.types, undefined as never, { version });
  const types = (data as AdminDictionaryType[] | null) ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const current = types.find((x) => x.id === selected) ?? types[0] ?? null;

  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <div className="grid content-start gap-3 rounded-lg border border-border bg-card p-3">
        <h2 className="text-sm font-semibold">{t("types")}</h2>
        {loading && !data ? <Skeleton className="h-40" /> : types.length === 0 ? <p className="text-sm text-muted-foreground">{t("noTypes")}</p> : (
          <ul className="grid gap-0.5" aria-label={t("types")}>
            {types.map((x) => (
              <li key={x.id}>
                <button type="button" onClick={() => setSelected(x.id)} aria-current={current?.id === x.id}
                  className={cn("flex w-full items-center justify-between gap-2 rounded px-2 py-1 text-left text-sm hover:bg-accent", current?.id === x.id && "bg-accent font-medium")}>
                  <span className={cn("truncate", !x.enabled && "text-muted-foreground line-through")}>{labelIn(x, locale)}</span>
                  <span className="text-xs text-muted-foreground">{x.itemCount}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <RequireRights anyOf={[rights.dictionary.add]}>
          <AddSection summary={t("addType")} className="rounded-md border border-border p-2" bodyClassName="mt-2">
            {(shown) => <NewTypeForm shown={shown} ops={ops} onSaved={() => setVersion((v) => v + 1)} />}
          </AddSection>
        </RequireRights>
      </div>
      <div className="min-w-0 rounded-lg border border-border bg-card p-4">
        {current ? <DictionaryItems key={current.id} type={current} ops={ops} /> : <p className="text-sm text-muted-foreground">{t("pickType")}</p>}
      </div>
    </div>
  );
}
