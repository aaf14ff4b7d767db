"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Settings2 } from "lucide-react";
import { Button } from "@/components/ui/button";

const load = () => import("./settings-sheet");
const SettingsSheet = dynamic(load, { ssr: false });

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
        <Settings2 />
      </Button>
      {used && <SettingsSheet open={open} setOpen={setOpen} />}
    </>
  );
}
