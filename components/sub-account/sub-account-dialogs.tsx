"use client";

import { useTranslations } from "next-intl";
import { subAccountOps, type SubAccountDetail, type SubAccountRow } from "@/lib/contracts/base-data/sub-account";
import { AuditHistory } from "@/components/common/audit-history";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AccountDialog, type Created } from "./account-dialog";
import { PasswordDialog, type Shown } from "./password-dialog";

export type SubAccountDialog =
  | { kind: "account"; account: SubAccountDetail | null }
  | { kind: "password"; value: Shown }
  | { kind: "history"; row: SubAccountRow };

/** An account's form, a temporary password shown once, or an account's history; their code and the contract load with the first one opened. */
export function SubAccountDialogs({ dialog, isAdmin, onSaved, onClose }: {
  dialog: SubAccountDialog | null; isAdmin: boolean; onSaved: (created: Created | null) => void; onClose: () => void;
}) {
  const t = useTranslations();
  const history = dialog?.kind === "history" ? dialog.row : null;
  return (
    <>
      {dialog?.kind === "account" && <AccountDialog open account={dialog.account} isAdmin={isAdmin} onClose={onClose} onSaved={onSaved} />}
      <PasswordDialog value={dialog?.kind === "password" ? dialog.value : null} onClose={onClose} />
      <Dialog open={history !== null} onOpenChange={(o) => !o && onClose()}>
        <DialogContent>
          <DialogHeader><DialogTitle>{t("subAccount.historyOf", { userName: history?.userName ?? "" })}</DialogTitle></DialogHeader>
          {history && <AuditHistory op={subAccountOps.audit} id={history.id} version={0} states="enabledState" />}
        </DialogContent>
      </Dialog>
    </>
  );
}
