"use client";

import { useTranslations } from "next-intl";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { SidebarLogo } from "./sidebar-logo";
import { SidebarMenu } from "./sidebar-menu";
import { useShell } from "./shell-context";

/** Below 992 px the menu lives in a drawer that starts closed; a tap outside or a choice closes it. */
export function MobileDrawer({ open, onOpenChange, pathname }: { open: boolean; onOpenChange: (open: boolean) => void; pathname: string }) {
  const { menu } = useShell();
  const t = useTranslations("shell");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeOnOutside
        closeLabel={t("closeMenu")}
        className="w-[var(--sidebar-w)] max-w-[85vw] gap-0 border-0 bg-[var(--sidebar-bg)] p-0 text-[var(--sidebar-text)] [&>button[aria-label]]:text-white"
        data-testid="mobile-drawer"
      >
        <SheetTitle className="sr-only">{t("mainMenu")}</SheetTitle>
        <SheetDescription className="sr-only">{t("drawerHint")}</SheetDescription>
        <SidebarLogo className="pr-12" />
        <nav aria-label={t("mainMenu")} className="shell-scroll min-h-0 flex-1 overflow-y-auto">
          <SidebarMenu entries={menu.entries} pathname={pathname} onNavigate={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
