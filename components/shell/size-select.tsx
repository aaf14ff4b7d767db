"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";
import { ShellIcon } from "./shell-icon";

const load = () => import("./size-dropdown");
const SizeDropdown = lazy(load);

/** Control density for the whole portal: default, medium, small, mini (data-size on <html>). */
export function SizeSelect() {
  const t = useTranslations("shell");
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={t("size")} data-testid="size-select">
      <ShellIcon name="a-large-small" />
    </Button>
  );
  return <FirstUse trigger={trigger} preload={load} menu={(tr) => <SizeDropdown trigger={tr} />} />;
}
