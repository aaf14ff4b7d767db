"use client";

import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { CompanySwitch } from "./company-switch-lazy";
import { useShell } from "./shell-context";
import { ShellIcon } from "./shell-icon";

/** The logo area (docs/requirements.md §2): the company name; for the company-switch users, the company dropdown. */
export function SidebarLogo({ collapsed = false, className }: { collapsed?: boolean; className?: string }) {
  const { user } = useShell();
  const t = useTranslations("shell");
  return (
    <div
      className={cn(
        "shell-logo flex h-[var(--navbar-h)] shrink-0 items-center gap-2 bg-[var(--sidebar-sub-bg)] text-white",
        collapsed ? "justify-center px-0" : "px-3",
        className,
      )}
    >
      {user.canSwitchCompany ? (
        <CompanySwitch
          companyId={user.companyId}
          companyName={user.companyName}
          collapsed={collapsed}
          className={cn("min-h-9 px-2 py-1 text-sm font-semibold hover:bg-[var(--sidebar-hover-bg)]", collapsed ? "justify-center" : "w-full")}
        />
      ) : (
        <Link
          href="/dashboard"
          className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-[var(--theme-on-dark)]"
          aria-label={t("logoLink", { company: user.companyName })}
          title={user.companyName}
        >
          <ShellIcon name="building" className="text-[var(--theme-on-dark)]" />
          <span className="shell-label line-clamp-2 text-[13px] leading-tight" data-testid="company-name">
            {user.companyName}
          </span>
        </Link>
      )}
    </div>
  );
}
