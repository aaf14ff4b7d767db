"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { vmiInventoryOps, type VmiMaterialDetail } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { callOp } from "@/lib/client/request";
import { formatDecimal } from "@/components/common/format";
import { ZonedTime } from "@/components/common/zoned-time";
import { Skeleton } from "@/components/ui/skeleton";

/** On-hand per location of one VMI material, loaded when the drawer opens and after each movement. */
export function MaterialStock({ id, version }: { id: number; version: number }) {
  const t = useTranslations("vmiInventory");
  const locale = useLocale();
  const [detail, setDetail] = useState<{ id: number; version: number; data: VmiMaterialDetail | null } | null>(null);
  useEffect(() => {
    let live = true;
    callOp(vmiInventoryOps.detail, { params: { id } })
      .then((data) => live && setDetail({ id, version, data }))
      .catch(() => live && setDetail({ id, version, data: null }));
    return () => {
      live = false;
    };
  }, [id, version]);
  if (!detail || detail.id !== id || detail.version !== version) return <Skeleton className="h-24 w-full" aria-label={t("detail.stock")} />;
  const d = detail.data;
  if (!d) return null;
  return (
    <section className="grid gap-2" data-testid="vmi-stock">
      <h3 className="text-sm font-medium">{t("detail.stock")}</h3>
      {d.stock.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("detail.noStock")}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-1 font-normal">{t("columns.location")}</th>
              <th className="py-1 text-right font-normal">{t("columns.onHand")}</th>
              <th className="py-1 text-right font-normal">{t("columns.lastMovedAt")}</th>
            </tr>
          </thead>
          <tbody>
            {d.stock.map((s) => (
              <tr key={s.location} className="border-b">
                <td className="py-1">{s.location}</td>
                <td className="py-1 text-right tabular-nums">{formatDecimal(s.onHand, locale)}</td>
                <td className="py-1 text-right">{s.lastMovedAt ? <ZonedTime value={s.lastMovedAt} /> : "—"}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <td className="py-1">{t("detail.total")}</td>
              <td className="py-1 text-right tabular-nums">{formatDecimal(d.onHand, locale)} {d.unit}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {(["minQty", "maxQty", "suggestedQty", "agreedPrice"] as const).map((k) => (
          <div key={k}>
            <dt className="text-muted-foreground">{t(`columns.${k}`)}</dt>
            <dd className="tabular-nums">{formatDecimal(d[k], locale)}{k === "agreedPrice" ? ` ${d.currency}` : ""}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
