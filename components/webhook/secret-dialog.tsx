"use client";

import { useTranslations } from "next-intl";
import { Copy } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A new endpoint's signing secret, shown this once: the service never answers it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const t = useTranslations("webhook");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? "");
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="webhook-secret-dialog">
        <DialogHeader>
          <DialogTitle>{t("secretTitle")}</DialogTitle>
          <DialogDescription>{t("secretBody")}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2 rounded-md border border-border bg-muted/40 p-3">
          <code className="min-w-0 flex-1 font-mono text-sm break-all select-all" data-testid="webhook-secret">{secret}</code>
          <Button type="button" size="icon" variant="ghost" onClick={() => void copy()} aria-label={t("copy")}><Copy aria-hidden="true" /></Button>
        </div>
        <DialogFooter><Button type="button" onClick={onClose}>{t("done")}</Button></DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
