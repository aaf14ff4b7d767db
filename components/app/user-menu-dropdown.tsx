"use client";

import type { ContentRef } from "@/components/common/first-use";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { KeyRound, KeySquare, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { logout } from "@/lib/actions/session";
import { clearTabs } from "@/components/shell/tabs-store";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The user dropdown's menu, loaded on first use (see user-menu.tsx). */
export default function UserMenuDropdown({ name, userNo, trigger, contentRef }: { name: string; userNo: string; trigger: React.ReactElement; contentRef: ContentRef }) {
  const t = useTranslations("layout");
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52" ref={contentRef}>
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
          <Link href="/profile/api-token">
            <KeySquare aria-hidden="true" /> {t("apiTokens")}
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
