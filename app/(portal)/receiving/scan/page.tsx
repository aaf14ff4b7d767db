import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/portal/user";
import { ReceivingScan } from "@/components/receiving-scan/receiving-scan";
import { receivingScanParts } from "@/components/receiving-scan/parts";

export async function generateMetadata() {
  const t = await getTranslations("receivingScan");
  return { title: t("title"), manifest: "/receiving/manifest.webmanifest" };
}

export default async function ReceivingScanPage() {
  // receiving is internal work (the routes' audience): a supplier is never offered the dock
  if ((await requireUser()).userType === "supplier") redirect("/401");
  return <ReceivingScan parts={receivingScanParts()} />;
}
