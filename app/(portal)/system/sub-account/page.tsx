import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { SubAccountList } from "@/components/sub-account/sub-account-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { subAccountList, subAccountOps } from "@/lib/contracts/base-data/sub-account";

export async function generateMetadata() {
  const t = await getTranslations("subAccount");
  return { title: t("title") };
}

/** Sub-account management (menu 92): a main account's sub-accounts, or every account of the company for an admin. */
export default async function SubAccountPage({ searchParams }: PageSearch) {
  const [user, t, parsed] = await Promise.all([requireUser(), getTranslations("subAccount"), parsedListPage(subAccountList, searchParams)]);
  return (
    <PageFrame title={t("title")}>
      <SubAccountList
        {...parsed}
        detail={addressOf(subAccountOps.detail)}
        enable={addressOf(subAccountOps.enable)}
        resetPassword={addressOf(subAccountOps.resetPassword)}
        userNo={user.userNo}
        isAdmin={user.roles.includes("admin")}
      />
    </PageFrame>
  );
}
