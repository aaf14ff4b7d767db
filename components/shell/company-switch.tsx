"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { FirstUse } from "@/components/common/first-use";
import { ShellIcon } from "./shell-icon";

const load = () => import("./company-switch-menu");
const CompanySwitchMenu = lazy(load);

interface Props {
  companyId: number;
  companyName: string;
  /** Classes of the trigger, so the logo area and other places can style it. */
  className?: string;
  collapsed?: boolean;
}

/** docs/requirements.md §4: the logo area as a dropdown of the group's companies, for the company-switch users only. */
export function CompanySwitch({ companyId, companyName, className, collapsed }: Props) {
  const t = useTranslations("companySwitch");
  const renderTrigger = (pending: boolean) => (
    <button
      type="button"
      className={cn("group flex min-w-0 items-center gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-[var(--theme-on-dark)]", className)}
      aria-label={t("trigger", { company: companyName })}
      data-testid="company-switch"
      disabled={pending}
    >
      {pending ? <ShellIcon name="loader" className="animate-spin" /> : <ShellIcon name="building" />}
      {!collapsed && (
        <span className="shell-label line-clamp-2 min-w-0 flex-1 text-[13px] leading-tight" data-testid="company-name">
          {companyName}
        </span>
      )}
      {!collapsed && <ShellIcon name="chevrons-up-down" className="shell-label size-3.5 opacity-70" />}
    </button>
  );
  return (
    <FirstUse
      trigger={renderTrigger(false)}
      preload={load}
      menu={() => <CompanySwitchMenu companyId={companyId} companyName={companyName} collapsed={collapsed} renderTrigger={renderTrigger} />}
    />
  );
}
