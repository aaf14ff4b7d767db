"use client";

import { useTranslations } from "next-intl";
import type { MaterialRuleRow } from "@/lib/contracts/erp-purchase/material-rule";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { MaterialRuleForm } from "./rule-form";

export type RuleEditing = { row: MaterialRuleRow | null };

/** A new rule's or a rule's change form; its code and the rule's contract load with the first one opened. */
export function RuleDialogs({ editing, onDone, onClose }: { editing: RuleEditing | null; onDone: () => void; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Dialog open={editing !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl" data-testid="material-rule-dialog">
        {editing && <MaterialRuleForm key={editing.row?.id ?? "new"} row={editing.row} onDone={onDone} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
