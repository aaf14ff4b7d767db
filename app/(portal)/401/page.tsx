import { getTranslations } from "next-intl/server";
import { forbidden } from "next/navigation";

export async function generateMetadata() {
  const t = await getTranslations("forbidden");
  return { title: t("title") };
}

/** The status travels with the page: forbidden.tsx beside it renders the message with HTTP 403. */
export default function ForbiddenPage(): never {
  forbidden();
}
