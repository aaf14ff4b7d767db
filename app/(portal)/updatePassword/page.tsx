import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { userOps } from "@/lib/contracts/base-data/user";
import { addressOf } from "@/lib/contracts/kit/operation";
import { UpdatePasswordForm } from "@/components/app/update-password-form";
import { formFacts } from "@/components/common/schema-limits";
import { updatePasswordInput } from "@/lib/contracts/base-data/user-forms";

export async function generateMetadata() {
  const t = await getTranslations("password");
  return { title: t("title") };
}

export default async function UpdatePasswordPage() {
  const user = await requireUser();
  const t = await getTranslations("password");
  return (
    <section className="mx-auto max-w-md rounded-lg border bg-card p-6">
      <h1 className="text-lg font-semibold">{t("title")}</h1>
      {user.isFirstTimeLogin && <p className="mt-2 text-sm text-muted-foreground">{t("firstTime")}</p>}
      <UpdatePasswordForm userNo={user.userNo} userName={user.userName} op={addressOf(userOps.updatePassword)} facts={formFacts(updatePasswordInput)} />
    </section>
  );
}
