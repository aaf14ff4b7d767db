import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function generateMetadata() {
  const t = await getTranslations("forbidden");
  return { title: t("title") };
}

export default async function ForbiddenPage() {
  const t = await getTranslations("forbidden");
  return (
    <section className="mx-auto mt-16 max-w-md text-center" data-testid="page-401">
      <p className="text-6xl font-bold text-primary">401</p>
      <h1 className="mt-4 text-xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("body")}</p>
      <Link className="mt-6 inline-block text-primary underline" href="/dashboard">
        {t("back")}
      </Link>
    </section>
  );
}
