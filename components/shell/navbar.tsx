"use client";

import { useTranslations } from "next-intl";
import { settingsStore, useSettings } from "@/lib/settings/store";
import { Button } from "@/components/ui/button";
import { LanguageSwitch } from "@/components/app/language-switch";
import { UserMenu } from "@/components/app/user-menu";
import { NotificationBell } from "@/components/notification/bell";
import { Breadcrumb } from "./breadcrumb";
import { CompanySwitch } from "./company-switch-lazy";
import { ErrorLog } from "./error-log";
import { FullscreenButton } from "./fullscreen-button";
import { MenuSearch } from "./menu-search";
import { SettingsPanel } from "./settings-panel";
import { SizeSelect } from "./size-select";
import { mobileQuery, useMediaQuery, useShell } from "./shell-context";
import { ShellIcon } from "./shell-icon";

/**
 * The menu toggle: on a phone it opens the drawer, on a desktop it folds the sidebar. The only part of the bar
 * that asks for the screen's size: the server renders the one its request's browser asks for (a phone's by its user
 * agent), and after hydration a narrow desktop window renders just this button again rather than the whole bar.
 */
function MenuToggle({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const t = useTranslations("shell");
  const isMobile = useMediaQuery(mobileQuery, useShell().phone);
  const { sidebarCollapsed } = useSettings();
  const expanded = isMobile ? false : !sidebarCollapsed;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => (isMobile ? onOpenDrawer() : settingsStore.update({ sidebarCollapsed: !sidebarCollapsed }))}
      aria-label={isMobile ? t("openMenu") : sidebarCollapsed ? t("expandSidebar") : t("collapseSidebar")}
      aria-expanded={expanded}
      data-testid="hamburger"
    >
      <ShellIcon name={expanded ? "panel-left-close" : "panel-left-open"} />
    </Button>
  );
}

/** The top bar (docs/requirements.md §2): menu toggle, breadcrumb, search, error log, full screen, size, language, settings, user. */
export function Navbar({ pathname, onOpenDrawer }: { pathname: string; onOpenDrawer: () => void }) {
  const { user } = useShell();
  const { sidebarLogo } = useSettings();
  return (
    <div className="flex h-[var(--navbar-h)] items-center gap-2 border-b border-border bg-card px-2 sm:px-3">
      <MenuToggle onOpenDrawer={onOpenDrawer} />
      <div className="hidden min-w-0 flex-1 sm:block">
        <Breadcrumb pathname={pathname} />
      </div>
      <p className="min-w-0 flex-1 truncate text-sm font-medium sm:hidden" title={user.companyName}>
        {user.companyName}
      </p>
      {user.canSwitchCompany && !sidebarLogo && (
        <CompanySwitch
          companyId={user.companyId}
          companyName={user.companyName}
          className="h-[var(--control-h)] max-w-48 px-2 text-sm hover:bg-accent"
        />
      )}
      <div className="flex shrink-0 items-center gap-0.5">
        <MenuSearch />
        <NotificationBell />
        <ErrorLog />
        {/* not on a phone: there it would push the bar 4 px wide */}
        <span className="hidden min-[992px]:contents">
          <FullscreenButton />
        </span>
        <SizeSelect />
        <LanguageSwitch icon={<ShellIcon name="languages" />} />
        <SettingsPanel />
        <UserMenu name={user.name} userNo={user.userNo} avatar={user.avatar} />
      </div>
    </div>
  );
}
