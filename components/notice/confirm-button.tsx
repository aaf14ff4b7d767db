"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { CheckCircle2, Loader2 } from "lucide-react";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { callOp } from "@/lib/client/request";
import { Button } from "@/components/ui/button";

/** "Read and understood" for one notice; after it, when it was confirmed. */
export function ConfirmNoticeButton({ id, confirmedAt }: { id: number; confirmedAt: string | null }) {
  const t = useTranslations("notice");
  const format = useFormatter();
  const [at, setAt] = useState(confirmedAt);
  const [busy, setBusy] = useState(false);
  if (at) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="notice-confirmed">
        <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
        {t("view.confirmed", { date: format.dateTime(new Date(at), { dateStyle: "medium", timeStyle: "short" }) })}
      </p>
    );
  }
  const confirm = async () => {
    setBusy(true);
    try {
      setAt((await callOp(noticeOps.confirm, { params: { id } })).confirmedAt);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={confirm} disabled={busy} aria-busy={busy} data-testid="notice-confirm">
      {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
      {t("view.confirm")}
    </Button>
  );
}
