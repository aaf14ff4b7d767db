"use client";

import { useTranslations } from "next-intl";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { closeRelogin, useReloginOpen } from "@/lib/client/relogin-store";
import { resetSession } from "@/lib/actions/session";

export function ReloginDialog() {
  const open = useReloginOpen();
  const t = useTranslations("relogin");
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && closeRelogin()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction
            onClick={async () => {
              await resetSession();
              window.location.reload();
            }}
          >
            {t("relogin")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
