"use client";

import { useEffect, useState } from "react";
import { clientOnly } from "@/components/common/client-only";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ShellIcon } from "./shell-icon";

const loadDialog = () => import("./menu-search-dialog");
const MenuSearchDialog = clientOnly(loadDialog);

/**
 * The menu search button and its Ctrl/⌘-K shortcut. The dialog (Radix, Fuse.js) loads on the first
 * opening, or earlier when the pointer or focus reaches the button.
 */
export function MenuSearch() {
  const t = useTranslations("menuSearch");
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <Button
        variant="ghost"
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-keyshortcuts="Control+K Meta+K"
        title={t("open")}
        data-testid="menu-search-open"
        className="w-[var(--control-h)] px-0 xl:w-auto xl:justify-start xl:gap-2 xl:border xl:border-input xl:px-3 xl:text-muted-foreground"
      >
        <ShellIcon name="search" />
        {/* the visible words are the accessible name (WCAG 2.5.3); on narrow screens they are read, not shown */}
        <span className="sr-only xl:not-sr-only">{t("placeholder")}</span>
        <kbd className="hidden rounded border border-border bg-muted px-1.5 text-[11px] font-medium text-muted-foreground xl:inline">Ctrl K</kbd>
      </Button>
      {used && <MenuSearchDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
