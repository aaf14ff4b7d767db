"use client";

import { useTranslations } from "next-intl";
import {
  collectionLineTable as lines,
  purchaseCollectionList as list,
  purchaseCollectionOps,
  type CollectionDetail as Detail,
} from "@/lib/contracts/erp-purchase/purchase-collection";
import { pathOf } from "@/lib/contracts/kit/operation";
import { useResource } from "@/lib/client/use-resource";
import { Skeleton } from "@/components/ui/skeleton";
import { EnumValue, renderValue } from "@/components/data-table/render-value";
import { ScrollRegion } from "@/components/common/scroll-region";

const fields = list.fields.filter((f) => f !== "collectionNo" && f !== "state");
const isNumber = (f: (typeof lines.fields)[number]) => lines.columns[f].kind === "decimal" || lines.columns[f].kind === "int";

export function CollectionDetail({ id, version }: { id: number; version: number }) {
  const t = useTranslations();
  const op = purchaseCollectionOps.detail;
  const { data: c, loading, error } = useResource<Detail>(op.service, pathOf(op, { id }), { version });
  if (error && !c) return <p role="alert" className="text-sm text-destructive">{error}</p>;
  if (loading && !c) return <Skeleton className="h-64 w-full" />;
  if (!c) return null;
  return (
    <div className="grid gap-4" data-testid="collection-detail">
      <EnumValue t={t} decl={list.columns.state} value={c.state} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f} className="flex gap-2">
            <dt className="w-28 shrink-0 text-muted-foreground">{t(list.caption(f))}</dt>
            <dd className="min-w-0 break-words" data-field={f}>{renderValue(t, list.columns[f], c[f]) || "—"}</dd>
          </div>
        ))}
      </dl>
      <ScrollRegion label={t("common.lines")}>
        <table className="w-full text-[length:var(--control-text)]">
          <thead className="bg-muted">
            <tr>
              {lines.fields.map((f) => (
                <th key={f} scope="col" className={`px-2 py-1.5 font-medium whitespace-nowrap text-muted-foreground ${isNumber(f) ? "text-right" : "text-left"}`}>
                  {t(lines.caption(f))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.lines.map((l) => (
              <tr key={l.id} className="border-t border-border">
                {lines.fields.map((f) => (
                  <td key={f} className={`px-2 py-1.5 whitespace-nowrap ${isNumber(f) ? "text-right tabular-nums" : ""}`}>
                    {renderValue(t, lines.columns[f], l[f])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
