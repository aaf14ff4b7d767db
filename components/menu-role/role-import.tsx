"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Upload } from "lucide-react";
import type { AdminRole } from "@/lib/contracts/base-data/menu-role";
import { openedOnce } from "@/components/common/client-only";
import { Button } from "@/components/ui/button";

export interface RoleImportDialogProps { role: AdminRole; open: boolean; onClose: (added: boolean) => void }

const RoleImportDialog = openedOnce<RoleImportDialogProps>(() => import("./role-import-dialog"), (p) => p.open);

/** Adds users to a role from a workbook; the service answers a report row by row, shown until the dialog closes. */
export function RoleImport({ role, onImported }: { role: AdminRole; onImported: () => void }) {
  const t = useTranslations("roleImport");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="role-import-open">
        <Upload aria-hidden="true" />{t("action")}
      </Button>
      <RoleImportDialog role={role} open={open} onClose={(added) => {
        setOpen(false);
        if (added) onImported();
      }} />
    </>
  );
}
