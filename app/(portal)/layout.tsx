import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { UserMenu } from "@/components/app/user-menu";
import { SessionWatch } from "@/components/app/session-watch";
import { LanguageSwitch } from "@/components/app/language-switch";

export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const t = await getTranslations("common");
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-12 items-center justify-between border-b bg-card px-4">
        <div className="flex items-center gap-2 font-semibold">
          <span>{t("appName")}</span>
          <span className="text-sm font-normal text-muted-foreground">· {user.companyName}</span>
        </div>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <UserMenu name={user.name} userNo={user.userNo} />
        </div>
      </header>
      <main className="flex-1 bg-muted/40 p-4">{children}</main>
      <SessionWatch />
    </div>
  );
}
