"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/common/user-avatar";
import { ShellIcon } from "@/components/shell/shell-icon";

const load = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(load);

/**
 * The user dropdown (docs/requirements.md §2): name and number, Dashboard, Profile, Update password, Log out.
 * Below the phone layout's 992 px the trigger is the avatar alone, by CSS, so the server's HTML is right on a phone.
 */
export function UserMenu({ name, userNo, avatar }: { name: string; userNo: string; avatar: string | null }) {
  const t = useTranslations("layout");
  const trigger = (
    <Button variant="ghost" data-testid="user-menu" title={t("userMenu")} className="px-1 min-[992px]:gap-2 min-[992px]:px-2">
      <UserAvatar name={name} src={avatar} className="size-7 text-xs" testId="user-menu-avatar" />
      <span className="sr-only min-[992px]:not-sr-only min-[992px]:max-w-32 min-[992px]:truncate">{name}</span>
      <span className="sr-only text-muted-foreground lg:not-sr-only">({userNo})</span>
      <span className="hidden min-[992px]:contents">
        <ShellIcon name="chevron-down" />
      </span>
    </Button>
  );
  return <FirstUse trigger={trigger} preload={load} menu={(tr, ref) => <UserMenuDropdown name={name} userNo={userNo} trigger={tr} contentRef={ref} />} />;
}
