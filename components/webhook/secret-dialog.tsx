"use client";

import { useTranslations } from "next-intl";
import { ShownOnceDialog } from "@/components/common/shown-once-dialog";

/** A new endpoint's signing secret, shown this once: the service never answers it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const t = useTranslations("webhook");
  const texts = { title: t("secretTitle"), body: t("secretBody"), copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed"), done: t("done") };
  return <ShownOnceDialog secret={secret} texts={texts} testIds={{ dialog: "webhook-secret-dialog", secret: "webhook-secret" }} onClose={onClose} />;
}
