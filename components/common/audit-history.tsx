"use client";

import { useTranslations } from "next-intl";
import type { AuditEntry } from "@/lib/contracts/common";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { AnyOperation, OpAddress } from "@/lib/contracts/kit/operation";
import { Skeleton } from "@/components/ui/skeleton";
import { ZonedTime } from "./zoned-time";
import { useOp } from "@/lib/client/use-resource";

/** The history of a record: who, when, what, from which state to which, and why. */
export function AuditHistory({
  op,
  id,
  version,
  states,
  detail: Detail,
}: {
  /** The module's `GET <module>/:id/audit` operation. */
  op: AnyOperation | OpAddress;
  id: number;
  version: number;
  /** The enum whose captions name the from/to states. */
  states: string;
  /** What the module shows of an entry's detail (e.g. the lines a price review saw). */
  detail?: React.ComponentType<{ entry: AuditEntry }>;
}) {
  const t = useTranslations();
  const tAll = useTranslations();
  const { data: raw, loading, error } = useOp(op, { id } as never, { version });
  const data = raw as AuditEntry[] | null;
  const label = (action: string) => (t.has(`audit.actions.${action}`) ? t(`audit.actions.${action}`) : action);
  const state = (v: string | null) => (v && tAll.has(enumCaption(states, v)) ? tAll(enumCaption(states, v)) : (v ?? "—"));
  return (
    <section aria-labelledby="audit-title" className="grid gap-2">
      <h3 id="audit-title" className="text-sm font-semibold">
        {t("audit.title")}
      </h3>
      {loading && !data ? (
        <Skeleton className="h-16 w-full" />
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">{error}</p>
      ) : !data?.length ? (
        <p className="text-sm text-muted-foreground">{t("audit.empty")}</p>
      ) : (
        <ol className="grid gap-2 border-l-2 border-border pl-4" data-testid="audit-history">
          {data.map((e) => (
            <li key={e.id} className="relative min-w-0 text-sm">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" />
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{label(e.action)}</span>
                {(e.from || e.to) && e.from !== e.to && (
                  <span className="text-muted-foreground">
                    {state(e.from)} → {state(e.to)}
                  </span>
                )}
              </div>
              <div className="text-xs text-muted-foreground">
                <ZonedTime value={e.at} named /> · {e.actorName ?? e.actorUserNo ?? "—"}
                {e.actorUserNo && e.actorName ? ` (${e.actorUserNo})` : ""}
              </div>
              {e.reason && <p className="mt-0.5">{t("audit.reason", { reason: e.reason })}</p>}
              {Detail && <Detail entry={e} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
