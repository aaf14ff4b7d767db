import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { SubAccountList } from "@/components/sub-account/sub-account-list";

export async function generateMetadata() {
  const t = await getTranslations("subAccount");
  return { title: t("title") };
}

/** Sub-account management (menu 92): a main account's sub-accounts, or every account of the company for an admin. */
export default async function SubAccountPage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("subAccount")]);
  return (
    <PageFrame title={t("title")}>
      <SubAccountList userNo={user.userNo} isAdmin={user.roles.includes("admin")} />
    </PageFrame>
  );
}
