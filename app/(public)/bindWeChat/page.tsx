import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function generateMetadata() {
  const t = await getTranslations("bindWeChat");
  return { title: t("title") };
}

export default async function BindWeChatPage() {
  const t = await getTranslations("bindWeChat");
  return (
    <main className="mx-auto mt-24 max-w-md rounded-lg border bg-card p-6 text-center">
      <h1 className="text-lg font-semibold">{t("title")}</h1>
      <p className="mt-3 text-sm text-muted-foreground">{t("body")}</p>
      <Link href="/login" className="mt-6 inline-block text-primary underline">
        {t("toLogin")}
      </Link>
    </main>
  );
}
