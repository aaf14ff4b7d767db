"use client";

import { useTranslations } from "next-intl";
import { Copy } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export type Shown = { userNo: string; userName: string; temporaryPassword: string };

/** A temporary password, shown once: the account must change it at its first login. */
export function PasswordDialog({ value, onClose }: { value: Shown | null; onClose: () => void }) {
  const t = useTranslations("subAccount");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value?.temporaryPassword ?? "");
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Dialog open={value !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="temporary-password-dialog">
        <DialogHeader>
          <DialogTitle>{t("temporaryTitle")}</DialogTitle>
          <DialogDescription>{t("temporaryBody", { userName: value?.userName ?? "" })}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2 rounded-md border border-border bg-muted/40 p-3">
          <code className="flex-1 font-mono text-lg tracking-wider select-all" data-testid="temporary-password">{value?.temporaryPassword}</code>
          <Button type="button" size="icon" variant="ghost" onClick={() => void copy()} aria-label={t("copy")}><Copy aria-hidden="true" /></Button>
        </div>
        <p className="text-sm text-muted-foreground">{t("temporaryHint")}</p>
        <DialogFooter><Button type="button" onClick={onClose}>{t("done")}</Button></DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
