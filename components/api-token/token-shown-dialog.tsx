"use client";

import { useTranslations } from "next-intl";
import { ShownOnceDialog } from "@/components/common/shown-once-dialog";

export type Shown = { name: string; token: string };

/** A new token's secret, shown once: the service keeps only its hash. Loaded on first use. */
export default function TokenShownDialog({ value, onClose }: { value: Shown | null; onClose: () => void }) {
  const t = useTranslations("apiToken");
  const texts = {
    title: t("shownTitle"), body: t("shownBody", { name: value?.name ?? "" }), hint: t("shownHint"),
    copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed"), done: t("done"),
  };
  return <ShownOnceDialog secret={value?.token ?? null} texts={texts} testIds={{ dialog: "api-token-shown", secret: "api-token-secret" }} onClose={onClose} />;
}
