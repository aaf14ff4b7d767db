import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";

export async function generateMetadata() {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

export default async function DashboardPage() {
  const user = await requireUser();
  const t = await getTranslations("dashboard");
  return (
    <section className="rounded-lg border bg-card p-6">
      <h1 className="text-lg font-semibold">{t("welcome", { name: user.name })}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("placeholder")}</p>
    </section>
  );
}
