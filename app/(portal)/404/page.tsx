import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

export async function generateMetadata() {
  const t = await getTranslations("notFound");
  return { title: t("title") };
}

/** The status travels with the page: not-found.tsx beside it renders the message with HTTP 404. */
export default function NotFoundPage(): never {
  notFound();
}
