"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { noticeOps, noticeReceiptList, type NoticeReceipt } from "@/lib/contracts/base-data/notice";
import { callOp } from "@/lib/client/request";
import { ExportButton } from "@/components/data-table/export-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** Who of the receiving supplier accounts has read and confirmed a notice, and who has not. */
export function ReceiptsDialog({ notice, onClose }: { notice: { id: number; title: string } | null; onClose: () => void }) {
  const t = useTranslations("notice.receipts");
  const tc = useTranslations("common");
  const tr = useTranslations("notice.receipts");
  const format = useFormatter();
  const [rows, setRows] = useState<NoticeReceipt[] | null>(null);
  useEffect(() => {
    if (!notice) return;
    let live = true;
    callOp(noticeOps.receipts, { params: { id: notice.id } }).then((r) => live && setRows(r), () => live && setRows([]));
    return () => {
      live = false;
      setRows(null);
    };
  }, [notice]);
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" }) : <span className="text-muted-foreground">{t("notYet")}</span>);
  return (
    <Dialog open={notice !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={tc("close")} className="max-h-[85vh] overflow-y-auto sm:max-w-3xl" data-testid="receipts-dialog">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>
            {notice?.title}
            {rows && rows.length > 0 && ` · ${t("summary", { confirmed: rows.filter((r) => r.confirmedAt).length, total: rows.length })}`}
          </DialogDescription>
        </DialogHeader>
        {notice && rows && rows.length > 0 && (
          <div className="flex justify-end">
            <ExportButton service={noticeReceiptList.export.service} path={noticeReceiptList.export.path} query={{ noticeId: String(notice.id) }} fileName={tr("exportName")} />
          </div>
        )}
        {rows === null ? (
          <p role="status" className="text-sm text-muted-foreground">{tc("loading")}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">{t("supplier")}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("user")}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("readAt")}</th>
                  <th scope="col" className="py-2 font-medium">{t("confirmedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.userNo} className="border-b last:border-0">
                    <td className="py-1.5 pr-3">{r.venNo} {r.supplierName}</td>
                    <td className="py-1.5 pr-3">{r.userNo} {r.name}</td>
                    <td className="py-1.5 pr-3">{when(r.readAt)}</td>
                    <td className="py-1.5">{when(r.confirmedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
