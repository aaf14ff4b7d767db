"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/common/user-avatar";
import { ShellIcon } from "@/components/shell/shell-icon";

const load = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(load);

/** The user dropdown (docs/requirements.md §2): name and number, Dashboard, Profile, Update password, Log out. */
export function UserMenu({ name, userNo, avatar, compact = false }: { name: string; userNo: string; avatar: string | null; compact?: boolean }) {
  const t = useTranslations("layout");
  const trigger = (
    <Button variant="ghost" data-testid="user-menu" title={t("userMenu")} className={compact ? "px-1" : "gap-2 px-2"}>
      <UserAvatar name={name} src={avatar} className="size-7 text-xs" testId="user-menu-avatar" />
      <span className={compact ? "sr-only" : "sr-only md:not-sr-only md:max-w-32 md:truncate"}>{name}</span>
      <span className={compact ? "sr-only" : "sr-only text-muted-foreground lg:not-sr-only"}>({userNo})</span>
      {!compact && <ShellIcon name="chevron-down" />}
    </Button>
  );
  return <FirstUse trigger={trigger} preload={load} menu={(tr, ref) => <UserMenuDropdown name={name} userNo={userNo} trigger={tr} contentRef={ref} />} />;
}
