"use client";

import { useTranslations } from "next-intl";
import { dictionaryItemInput, dictionaryLabels, dictionaryTypeInput, type AdminDictionaryItem } from "@/lib/contracts/base-data/dictionary-admin";
import { callOp } from "@/lib/client/request";
import { AuditHistory } from "@/components/common/audit-history";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { DictionaryAdminOps } from "./dictionary-admin";
import { LabelsForm } from "./labels-form";

/*
 * The administration's forms and its edit dialog, with the contract's schemas: the page mounts them through
 * openedOnce, so this code (zod, Radix Dialog) loads when a form is first opened, not with the page.
 */

/** A new code list. */
export function NewTypeForm({ ops, onSaved }: { ops: Pick<DictionaryAdminOps, "createType">; onSaved: () => void }) {
  const t = useTranslations("dictionary.admin");
  return (
    <LabelsForm schema={dictionaryTypeInput} initial={{}} withCode testId="new-type" submitLabel={t("add")}
      onSaved={onSaved} onSubmit={(body) => callOp(ops.createType, { body })} />
  );
}

/** A new code at the end of list `typeId`. */
export function NewItemForm({ typeId, ops, onSaved }: { typeId: number; ops: Pick<DictionaryAdminOps, "createItem">; onSaved: () => void }) {
  const t = useTranslations("dictionary.admin");
  return (
    <LabelsForm schema={dictionaryItemInput} initial={{}} withCode testId="new-item" submitLabel={t("add")} onSaved={onSaved}
      onSubmit={(body) => callOp(ops.createItem, { params: { id: typeId }, body })} />
  );
}

/** A code's labels and its history. */
export function EditItemDialog({ editing, version, ops, onSaved, onClose }: {
  editing: AdminDictionaryItem | null;
  version: number;
  ops: Pick<DictionaryAdminOps, "updateItem" | "itemAudit">;
  onSaved: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("dictionary.admin");
  return (
    <Dialog open={editing !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader><DialogTitle>{t("editOf", { code: editing?.code ?? "" })}</DialogTitle></DialogHeader>
        {editing && (
          <>
            <LabelsForm schema={dictionaryLabels} initial={editing} withCode={false} testId="edit-item" submitLabel={t("save")}
              onSaved={onSaved} onSubmit={(body) => callOp(ops.updateItem, { params: { id: editing.id }, body })} />
            <AuditHistory op={ops.itemAudit} id={editing.id} version={version} states="enabledState" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
