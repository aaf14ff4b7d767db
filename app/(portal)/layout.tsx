import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { requireUser, sessionCompanyName } from "@/lib/portal/user";
import { accessFor } from "@/lib/menu/access";
import { isTransientPath } from "@/lib/menu/fixed";
import { menuModel, requestPath } from "@/lib/menu/server";
import { settingsBootScript } from "@/lib/settings/boot-script";
import { Shell } from "@/components/shell/shell";
import { menuIconNodes } from "@/components/shell/menu-icon";
import { shellIconNodes } from "@/components/shell/shell-icons";
import type { MenuEntry } from "@/lib/menu/types";
import { SessionWatch } from "@/components/app/session-watch";
import { requestIsPhone } from "@/lib/portal/phone";

function* iconNames(entries: readonly MenuEntry[]): Generator<string | null> {
  for (const e of entries) {
    yield e.icon;
    yield* iconNames(e.children);
  }
}

/** Every page's browser title names the session's company too, and follows a company switch (its refresh). */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  const company = await sessionCompanyName();
  const suffix = company ? `${company} - ${t("appName")}` : t("appName");
  return { title: { default: suffix, template: `%s - ${suffix}` } };
}

/**
 * The logged-in layout. On every full page load it enforces, on the server: the forced password change after
 * a first-time login, and the menu's roles for menu pages (module pages included) -> /401. Client-side
 * navigations keep this layout, so components/shell/route-effects.tsx repeats the check with the same model.
 */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const path = await requestPath();
  if (user.isFirstTimeLogin && path !== "/updatePassword") redirect("/updatePassword");
  const menu = await menuModel();
  if (!isTransientPath(path) && accessFor(path, menu.guard) === "forbidden") redirect("/401");
  const requestHeaders = await headers();
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: settingsBootScript }} />
      <Shell
        data={{
          user: {
            name: user.name,
            userNo: user.userNo,
            avatar: user.avatar,
            userType: user.userType,
            companyId: user.companyId,
            companyName: user.companyName,
            canSwitchCompany: user.canSwitchCompany,
            isFirstTimeLogin: user.isFirstTimeLogin,
          },
          menu,
          icons: menuIconNodes(iconNames(menu.entries)),
          ui: shellIconNodes(),
          phone: await requestIsPhone(),
        }}
        rights={{ roles: user.roles, options: user.options }}
      >
        {children}
      </Shell>
      <SessionWatch />
    </>
  );
}
