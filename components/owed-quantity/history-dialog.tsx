"use client";

import { useTranslations } from "next-intl";
import type { AnyOperation, OpAddress } from "@/lib/contracts/kit/operation";
import { AuditHistory } from "@/components/common/audit-history";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A record's history in a dialog: who answered, when, from which state to which, and why. */
export function HistoryDialog({ op, record, title, states, onClose }: {
  op: AnyOperation | OpAddress;
  record: { id: number; label: string } | null;
  title: string;
  states: string;
  onClose: () => void;
}) {
  const t = useTranslations();
  return (
    <Dialog open={record !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("common.close")} data-testid="history-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{record?.label}</DialogDescription>
        </DialogHeader>
        {record && <AuditHistory op={op} id={record.id} version={0} states={states} />}
      </DialogContent>
    </Dialog>
  );
}
