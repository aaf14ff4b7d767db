"use client";

import { useState } from "react";
import { clientOnly } from "@/components/common/client-only";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ShellIcon } from "./shell-icon";

const load = () => import("./settings-sheet");
const SettingsSheet = clientOnly(load);

/** The settings panel (docs/requirements.md §2): theme colour, tabs view, fixed header, sidebar logo, pinyin search. */
export function SettingsPanel() {
  const t = useTranslations("settings");
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        aria-label={t("open")}
        data-testid="settings-open"
      >
        <ShellIcon name="settings" />
      </Button>
      {used && <SettingsSheet open={open} setOpen={setOpen} />}
    </>
  );
}
