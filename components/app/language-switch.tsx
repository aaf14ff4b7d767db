"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";

const load = () => import("./language-dropdown");
const LanguageDropdown = lazy(load);

/** The language menu's button; `icon` comes from the page (the shell renders its icons on the server). */
export function LanguageSwitch({ icon }: { icon: React.ReactNode }) {
  const t = useTranslations("language");
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={t("label")} data-testid="language-switch">
      {icon}
    </Button>
  );
  return <FirstUse trigger={trigger} preload={load} menu={(tr, ref) => <LanguageDropdown trigger={tr} contentRef={ref} />} />;
}
