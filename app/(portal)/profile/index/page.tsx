import { Link } from "@/components/common/link";
import { getTranslations } from "next-intl/server";
import { BellRing, KeyRound, KeySquare } from "lucide-react";
import { requireUser } from "@/lib/portal/user";
import { userOps } from "@/lib/contracts/base-data/user";
import { addressOf } from "@/lib/contracts/kit/operation";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { buttonVariants } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/shell/page-header";
import { ProfileEditor } from "@/components/app/profile-editor";
import { formFacts } from "@/components/common/schema-limits";
import { profileInput } from "@/lib/contracts/base-data/user-forms";

export const generateMetadata = () => fixedMetadata("/profile/index");

const knownRoles = ["admin", "purchaser", "factory", "finance", "supplier", "supplier_sub"];

/** The session user's profile (docs/requirements.md §3 session user). */
export default async function ProfilePage() {
  const [user, t, title] = await Promise.all([requireUser(), getTranslations("profile"), fixedTitle("/profile/index")]);
  const rows: Array<[string, React.ReactNode]> = [
    [t("name"), user.name],
    [t("company"), user.companyName],
    [t("userNo"), user.userNo],
    [t("userType"), t(`userTypes.${user.userType}`)],
    ...(user.userType === "supplier"
      ? [[t("account"), user.mainUserNo && user.mainUserNo !== user.userNo ? t("subAccountOf", { main: user.mainUserNo }) : t("mainAccount")] as [string, string]]
      : []),
    [t("department"), user.newDeptId ?? "—"],
    [
      t("roles"),
      <span key="roles" className="flex flex-wrap gap-1">
        {user.roles.map((r) => (
          <Badge key={r} variant="secondary">
            {knownRoles.includes(r) ? t(`roleNames.${r}`) : (user.roleNames?.find((n) => n.code === r)?.name ?? r)}
          </Badge>
        ))}
      </span>,
    ],
    [t("rights"), user.roles.includes("admin") ? t("allRights") : t("rightsCount", { count: user.options.length })],
  ];
  return (
    <section className="max-w-3xl">
      <PageHeader
        title={title}
        actions={
          <>
            <Link href="/profile/api-token" className={buttonVariants({ variant: "outline" })} data-testid="profile-api-tokens">
              <KeySquare aria-hidden="true" />
              {t("apiTokens")}
            </Link>
            <Link href="/profile/notifications" className={buttonVariants({ variant: "outline" })} data-testid="profile-notification-settings">
              <BellRing aria-hidden="true" />
              {t("notificationSettings")}
            </Link>
            <Link href="/updatePassword" className={buttonVariants({ variant: "outline" })}>
              <KeyRound aria-hidden="true" />
              {t("changePassword")}
            </Link>
          </>
        }
      />
      <div className="rounded-lg border border-border bg-card shadow-sm">
        <div className="border-b border-border">
          <ProfileEditor name={user.name} avatar={user.avatar} introduction={user.introduction} ops={{ profile: addressOf(userOps.profile), avatarUpload: addressOf(userOps.avatarUpload) }} facts={formFacts(profileInput)} />
        </div>
        <dl className="divide-y divide-border">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-sm">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
