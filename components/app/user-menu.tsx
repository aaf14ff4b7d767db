"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";
import { ShellIcon } from "@/components/shell/shell-icon";

const load = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(load);

/** The user dropdown (docs/requirements.md §2): name and number, Dashboard, Profile, Update password, Log out. */
export function UserMenu({ name, userNo, compact = false }: { name: string; userNo: string; compact?: boolean }) {
  const t = useTranslations("layout");
  const initial = Array.from(name.trim())[0] ?? "?";
  const trigger = (
    <Button variant="ghost" data-testid="user-menu" title={t("userMenu")} className={compact ? "px-1" : "gap-2 px-2"}>
      <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
        {initial}
      </span>
      <span className={compact ? "sr-only" : "sr-only md:not-sr-only md:max-w-32 md:truncate"}>{name}</span>
      <span className={compact ? "sr-only" : "sr-only text-muted-foreground lg:not-sr-only"}>({userNo})</span>
      {!compact && <ShellIcon name="chevron-down" />}
    </Button>
  );
  return <FirstUse trigger={trigger} preload={load} menu={(tr, ref) => <UserMenuDropdown name={name} userNo={userNo} trigger={tr} contentRef={ref} />} />;
}
