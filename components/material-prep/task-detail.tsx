"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { materialPrepOps, type MaterialPrepDetail } from "@/lib/contracts/erp-purchase/material-prep";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { callOp } from "@/lib/client/request";
import { formatQuantity } from "@/lib/number-format";
import { ZonedTime } from "@/components/common/zoned-time";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";

/** A task's figures and its progress entries, newest last, each with the total it produced. */
export function MaterialPrepView({ id, version }: { id: number; version: number }) {
  const t = useTranslations();
  const locale = useLocale();
  const [task, setTask] = useState<MaterialPrepDetail | null>(null);
  useEffect(() => {
    let live = true;
    callOp(materialPrepOps.detail, { params: { id } }).then((d) => live && setTask(d)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, version]);
  if (!task) return <Skeleton className="h-40 w-full" />;
  const q = (v: string) => `${formatQuantity(v, locale)} ${task.unit}`;
  const facts: Array<[string, React.ReactNode]> = [
    ["projectNo", task.projectNo],
    ["workOrder", task.workOrder || "—"],
    ["requiredQty", q(task.requiredQty)],
    ["preparedQty", `${q(task.preparedQty)} (${task.progressPct}%)`],
    ["readyBy", task.readyBy],
    ["responsible", task.responsible],
    ["vensname", task.venno ? `${task.venno} ${task.vensname ?? ""}` : "—"],
    ["remark", task.remark || "—"],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="material-prep-detail">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={task.status === "ready" ? "success" : task.status === "preparing" ? "warning" : task.status === "cancelled" ? "secondary" : "outline"}>
          {t(enumCaption("materialPrepStatus", task.status))}
        </Badge>
        {task.overdueDays > 0 && <Badge variant="destructive" data-testid="material-prep-overdue">{t("materialPrep.detail.overdue", { days: task.overdueDays })}</Badge>}
      </div>
      {task.status === "cancelled" && <p className="text-sm text-muted-foreground">{t("materialPrep.detail.cancelled", { reason: task.cancelReason })}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{t(`materialPrep.columns.${k}`)}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t.rich("materialPrep.detail.setBy", { name: task.createdBy, time: () => <ZonedTime value={task.createdAt} /> })}</p>
      <section aria-labelledby="prep-history" className="flex flex-col gap-2">
        <h3 id="prep-history" className="text-sm font-medium">{t("materialPrep.detail.history")}</h3>
        {task.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="material-prep-no-entries">{t("materialPrep.detail.noEntries")}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  {(["enteredAt", "qty", "preparedAfter", "enteredBy", "note"] as const).map((c) => (
                    <th key={c} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">{t(`materialPrep.columns.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {task.entries.map((e) => (
                  <tr key={e.id} className="border-t" data-testid="material-prep-entry">
                    <td className="px-2 py-1.5 whitespace-nowrap"><ZonedTime value={e.enteredAt} /></td>
                    <td className="px-2 py-1.5 text-right tabular-nums">{formatQuantity(e.qty, locale)}</td>
                    <td className="px-2 py-1.5 text-right tabular-nums">{formatQuantity(e.preparedAfter, locale)}</td>
                    <td className="px-2 py-1.5 whitespace-nowrap">{e.enteredBy}</td>
                    <td className="px-2 py-1.5">{e.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
