"use client";

import { useTranslations } from "next-intl";
import { columnKey, purchasePaths, type CollectionDetail as Detail } from "@/lib/contracts/erp-purchase";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime, formatDecimal } from "@/components/common/format";
import { EnumBadge } from "@/components/data-table/field-columns";
import { useResource } from "@/lib/client/use-resource";

const fields = ["collDate", "pono", "buyer", "currency", "totalAmount", "orderCount", "deliveredCount", "tradingCompany", "venno", "vensname", "downloadCount", "lastDownloader", "lastDownloadAt"] as const;
const lineFields = ["lineNo", "itemname", "itemno", "specs", "unit", "quantity", "price", "amount"] as const;
const numeric = new Set<string>(["quantity", "price", "amount"]);

export function CollectionDetail({ id, version }: { id: number; version: number }) {
  const t = useTranslations();
  const { data: c, loading, error } = useResource<Detail>("erp-purchase", purchasePaths.collection(id), { version });
  if (error && !c) return <p role="alert" className="text-sm text-destructive">{error}</p>;
  if (loading && !c) return <Skeleton className="h-64 w-full" />;
  if (!c) return null;
  const show = (f: (typeof fields)[number]) =>
    f === "totalAmount" ? formatDecimal(c.totalAmount) : f === "lastDownloadAt" ? formatDateTime(c.lastDownloadAt) || "—" : String(c[f] ?? "—");
  return (
    <div className="grid gap-4" data-testid="collection-detail">
      <EnumBadge t={t} name="collectionState" value={c.state} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f} className="flex gap-2">
            <dt className="w-28 shrink-0 text-muted-foreground">{t(columnKey("collection", f))}</dt>
            <dd className="min-w-0 break-words" data-field={f}>{show(f)}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-[length:var(--control-text)]">
          <thead className="bg-muted">
            <tr>
              {lineFields.map((f) => (
                <th key={f} scope="col" className={`px-2 py-1.5 font-medium whitespace-nowrap text-muted-foreground ${numeric.has(f) ? "text-right" : "text-left"}`}>
                  {t(columnKey("collectionLine", f))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.lines.map((l) => (
              <tr key={l.id} className="border-t border-border">
                {lineFields.map((f) => (
                  <td key={f} className={`px-2 py-1.5 whitespace-nowrap ${numeric.has(f) ? "text-right tabular-nums" : ""}`}>
                    {numeric.has(f) ? formatDecimal(l[f] as string) : String(l[f])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
