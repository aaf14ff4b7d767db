"use client";

import { useTranslations } from "next-intl";
import { ShownOnceDialog } from "@/components/common/shown-once-dialog";

export type Shown = { userNo: string; userName: string; temporaryPassword: string };

/** A temporary password, shown once: the account must change it at its first login. */
export function PasswordDialog({ value, onClose }: { value: Shown | null; onClose: () => void }) {
  const t = useTranslations("subAccount");
  const texts = {
    title: t("temporaryTitle"), body: t("temporaryBody", { userName: value?.userName ?? "" }), hint: t("temporaryHint"),
    copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed"), done: t("done"),
  };
  return (
    <ShownOnceDialog secret={value?.temporaryPassword ?? null} texts={texts} short
      testIds={{ dialog: "temporary-password-dialog", secret: "temporary-password" }} onClose={onClose} />
  );
}
