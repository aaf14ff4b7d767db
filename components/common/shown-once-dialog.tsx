"use client";

import { Copy } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface ShownOnceTexts { title: string; body: string; hint?: string; copy: string; copied: string; copyFailed: string; done: string }

/** A secret the service answers this once (a token, a signing secret, a temporary password), with a copy button. */
export function ShownOnceDialog({ secret, texts, testIds, short = false, onClose }: {
  secret: string | null; texts: ShownOnceTexts; testIds: { dialog: string; secret: string }; short?: boolean; onClose: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? "");
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid={testIds.dialog}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.body}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2 rounded-md border border-border bg-muted/40 p-3">
          <code className={cn("min-w-0 flex-1 font-mono select-all", short ? "text-lg tracking-wider" : "text-sm break-all")} data-testid={testIds.secret}>
            {secret}
          </code>
          <Button type="button" size="icon" variant="ghost" onClick={() => void copy()} aria-label={texts.copy}><Copy aria-hidden="true" /></Button>
        </div>
        {texts.hint && <p className="text-sm text-muted-foreground">{texts.hint}</p>}
        <DialogFooter><Button type="button" onClick={onClose}>{texts.done}</Button></DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
