"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { CheckCircle2, Loader2 } from "lucide-react";
import type { noticeOps } from "@/lib/contracts/base-data/notice";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { Button } from "@/components/ui/button";

/**
 * "Read and understood" for one notice; after it, when it was confirmed. The page hands it the confirm
 * operation's address, so the notice page loads no contract schemas.
 */
export function ConfirmNoticeButton({ id, confirmedAt, op }: { id: number; confirmedAt: string | null; op: OpAddress<typeof noticeOps.confirm> }) {
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
      setAt((await callOp(op, { params: { id } })).confirmedAt);
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
