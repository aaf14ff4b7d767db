"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { materialRuleOps, type MaterialNoticeDetail } from "@/lib/contracts/erp-purchase/material-rule";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { formatQuantity } from "@/lib/number-format";
import { ZonedTime } from "@/components/common/zoned-time";
import { useDictionary } from "@/components/dictionary/use-dictionary";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** A notice's lines; the supplier acknowledges it here. */
export function MaterialNoticeView({ id, supplier, onChanged }: { id: number; supplier: boolean; onChanged: () => void }) {
  const t = useTranslations("materialRule");
  const locale = useLocale();
  const [notice, setNotice] = useState<MaterialNoticeDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const types = useDictionary("material-type");
  useEffect(() => {
    let live = true;
    callOp(materialRuleOps.notice, { params: { id } }).then((n) => live && setNotice(n)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  if (!notice) return <Skeleton className="h-40 w-full" />;
  const acknowledge = async () => {
    setBusy(true);
    try {
      setNotice(await callOp(materialRuleOps.acknowledge, { params: { id } }));
      toast.success(t("notice.acknowledgeDone", { noticeNo: notice.noticeNo }));
      onChanged();
    } catch {
      // the request layer has shown the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="material-notice">
      <p className="text-sm">
        {t("notice.intro", { type: types?.find((i) => i.code === notice.materialType)?.label ?? notice.materialType, responsible: notice.responsible })}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              {(["pono", "lineNo", "itemno", "itemdesc", "remainQty", "unit", "deldate"] as const).map((c) => (
                <th key={c} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">{t(`columns.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notice.lines.map((l) => (
              <tr key={`${l.pono}-${l.lineNo}`} className="border-t" data-testid="material-notice-line">
                <td className="px-2 py-1.5 whitespace-nowrap">{l.pono}</td>
                <td className="px-2 py-1.5">{l.lineNo}</td>
                <td className="px-2 py-1.5 whitespace-nowrap">{l.itemno}</td>
                <td className="px-2 py-1.5">{l.itemdesc}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatQuantity(l.remainQty, locale)}</td>
                <td className="px-2 py-1.5">{l.unit}</td>
                <td className="px-2 py-1.5 whitespace-nowrap">{l.deldate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notice.status === "acknowledged" ? (
        <p className="text-sm text-muted-foreground" data-testid="material-notice-acknowledged">
          {t.rich("notice.acknowledgedBy", { name: notice.acknowledgedBy, time: () => <ZonedTime value={notice.acknowledgedAt!} /> })}
        </p>
      ) : supplier ? (
        <RequireRights anyOf={[rights.materialRule.acknowledge]}>
          <Button onClick={acknowledge} disabled={busy} aria-busy={busy} className="self-start" data-testid="material-notice-acknowledge">
            {t("actions.acknowledge")}
          </Button>
        </RequireRights>
      ) : null}
    </div>
  );
}
