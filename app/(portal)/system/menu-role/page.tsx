import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/portal/user";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { PageFrame } from "@/components/common/page-frame";
import { MenuRoleScreen } from "@/components/menu-role/menu-role-screen";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { addressOf } from "@/lib/contracts/kit/operation";

export async function generateMetadata() {
  const t = await getTranslations("menu");
  return { title: t("menuRole") };
}

export default async function MenuRolePage() {
  const user = await requireUser();
  if (user.userType === "supplier" || !hasRights(user, [rights.menuRole.view])) redirect("/401");
  const t = await getTranslations("menu");
  return (
    <PageFrame title={t("menuRole")}>
      <MenuRoleScreen ops={{
        menus: addressOf(menuRoleOps.menus), roles: addressOf(menuRoleOps.roles),
        moveMenu: addressOf(menuRoleOps.moveMenu), enableMenu: addressOf(menuRoleOps.enableMenu),
      }} />
    </PageFrame>
  );
}
