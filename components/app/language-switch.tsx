"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { Languages } from "lucide-react";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";

const load = () => import("./language-dropdown");
const LanguageDropdown = lazy(load);

export function LanguageSwitch() {
  const t = useTranslations("language");
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={t("label")} data-testid="language-switch">
      <Languages />
    </Button>
  );
  return <FirstUse trigger={trigger} preload={load} menu={(tr) => <LanguageDropdown trigger={tr} />} />;
}
