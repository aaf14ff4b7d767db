"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { ShellIcon } from "./shell-icon";

/** Full screen on and off; where the browser does not allow it, a warning says so (docs/requirements.md §8). */
export function FullscreenButton() {
  const t = useTranslations("shell");
  const [full, setFull] = useState(false);
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const toggle = async () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== "function") {
      toast.warning(t("fullscreenUnsupported"));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      toast.warning(t("fullscreenUnsupported"));
    }
  };
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={full ? t("exitFullscreen") : t("fullscreen")} aria-pressed={full} data-testid="fullscreen">
      <ShellIcon name={full ? "minimize" : "maximize"} />
    </Button>
  );
}
