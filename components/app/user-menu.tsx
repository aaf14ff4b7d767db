"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ChevronDown, KeyRound, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { logout } from "@/lib/actions/session";
import { clearTabs } from "@/components/shell/tabs-store";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The user dropdown (docs/requirements.md §2): name and number, Dashboard, Profile, Update password, Log out. */
export function UserMenu({ name, userNo, compact = false }: { name: string; userNo: string; compact?: boolean }) {
  const t = useTranslations("layout");
  const initial = Array.from(name.trim())[0] ?? "?";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" data-testid="user-menu" title={t("userMenu")} className={compact ? "px-1" : "gap-2 px-2"}>
          <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
            {initial}
          </span>
          <span className={compact ? "sr-only" : "sr-only md:not-sr-only md:max-w-32 md:truncate"}>{name}</span>
          <span className={compact ? "sr-only" : "sr-only text-muted-foreground lg:not-sr-only"}>({userNo})</span>
          {!compact && <ChevronDown aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="text-xs font-normal text-muted-foreground">{userNo}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden="true" /> {t("dashboard")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/profile/index">
            <UserRound aria-hidden="true" /> {t("profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/updatePassword">
            <KeyRound aria-hidden="true" /> {t("updatePassword")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            clearTabs(userNo);
            void logout();
          }}
          data-testid="logout"
        >
          <LogOut aria-hidden="true" /> {t("logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
