"use client";

import { useTranslations } from "next-intl";
import type { VmiMaterialRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { VmiAction } from "./columns";
import { MaterialForm } from "./material-form";
import { MovementForm } from "./movement-dialog";

export type VmiDialog = { kind: "create" } | { kind: VmiAction; row: VmiMaterialRow };

/** A material's form, receipt or consumption; its code and the material's contract load with the first one opened. */
export function VmiDialogs({ dialog, onDone, onClose }: { dialog: VmiDialog | null; onDone: () => void; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Dialog open={dialog !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl" data-testid="vmi-dialog">
        {dialog?.kind === "create" && <MaterialForm row={null} onDone={onDone} onCancel={onClose} />}
        {dialog?.kind === "edit" && <MaterialForm key={dialog.row.id} row={dialog.row} onDone={onDone} onCancel={onClose} />}
        {(dialog?.kind === "receipt" || dialog?.kind === "consumption") && (
          <MovementForm key={`${dialog.kind}-${dialog.row.id}`} row={dialog.row} kind={dialog.kind} onDone={onDone} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
