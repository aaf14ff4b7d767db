"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { noticeOps, type NoticeView } from "@/lib/contracts/base-data/notice";
import { callOp } from "@/lib/client/request";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SanitizedHtml } from "./notice-body";

/**
 * Particularly important notices the user has not confirmed, one after another, each until "read and
 * understood" (kept in the database per user). "Later" closes it until the next visit of the dashboard.
 */
export function PendingNoticesDialog({ notices }: { notices: NoticeView[] }) {
  const t = useTranslations("notice");
  const format = useFormatter();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(notices.length > 0);
  const [busy, setBusy] = useState(false);
  const notice = notices[index];
  if (!notice) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await callOp(noticeOps.confirm, { params: { id: notice.id } });
      if (index + 1 < notices.length) setIndex(index + 1);
      else setOpen(false);
    } catch {
      // the request layer has shown the message; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t("dialog.later")} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="notice-dialog">
        <DialogHeader>
          <DialogTitle>{notice.title}</DialogTitle>
          <DialogDescription>
            {t("dialog.title")}
            {notices.length > 1 && ` · ${t("dialog.count", { index: index + 1, total: notices.length })}`}
            {" · "}
            {format.dateTime(new Date(notice.startsAt), { dateStyle: "medium" })}
          </DialogDescription>
        </DialogHeader>
        <SanitizedHtml html={notice.body} testId="notice-dialog-body" />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>{t("dialog.later")}</Button>
          <Button onClick={confirm} disabled={busy} aria-busy={busy} data-testid="notice-confirm">
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t("view.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
