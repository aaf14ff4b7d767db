"use client";

import { useTranslations } from "next-intl";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/** A confirmation before a state change or a deletion (docs/requirements.md §8). */
export function ConfirmAction({ open, title, body, action, destructive, busy, onConfirm, onClose }: {
  open: boolean; title: string; body: string; action: string; destructive?: boolean; busy: boolean; onConfirm: () => void; onClose: () => void;
}) {
  const tc = useTranslations("common");
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <AlertDialogContent data-testid="confirm-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{body}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{tc("cancel")}</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} disabled={busy} onClick={onConfirm} data-testid="confirm-submit">{action}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
