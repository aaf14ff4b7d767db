"use client";

import { useTranslations } from "next-intl";
import { Copy } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export type Shown = { name: string; token: string };

/** A new token's secret, shown once: the service keeps only its hash. Loaded on first use. */
export default function TokenShownDialog({ value, onClose }: { value: Shown | null; onClose: () => void }) {
  const t = useTranslations("apiToken");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value?.token ?? "");
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Dialog open={value !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="api-token-shown">
        <DialogHeader>
          <DialogTitle>{t("shownTitle")}</DialogTitle>
          <DialogDescription>{t("shownBody", { name: value?.name ?? "" })}</DialogDescription>
        </DialogHeader>
        <div className="flex items-start gap-2 rounded-md border border-border bg-muted/40 p-3">
          <code className="min-w-0 flex-1 font-mono text-sm break-all select-all" data-testid="api-token-secret">{value?.token}</code>
          <Button type="button" size="icon" variant="ghost" onClick={() => void copy()} aria-label={t("copy")}><Copy aria-hidden="true" /></Button>
        </div>
        <p className="text-sm text-muted-foreground">{t("shownHint")}</p>
        <DialogFooter><Button type="button" onClick={onClose}>{t("done")}</Button></DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
