import { Link } from "@/components/common/link";
import { redirect } from "next/navigation";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Construction } from "lucide-react";
import { accessFor } from "@/lib/menu/access";
import { findCatalog, lookupRoute } from "@/lib/menu/lookup";
import { flattenLeaves } from "@/lib/menu/model";
import { normalizePath } from "@/lib/menu/paths";
import { menuModel } from "@/lib/menu/server";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/shell/empty-state";
import { PageHeader } from "@/components/shell/page-header";

type Props = { params: Promise<{ slug: string[] }> };

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
const pathOf = async ({ params }: Props) => normalizePath(`/${(await params).slug.map(decode).join("/")}`);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const info = lookupRoute(await pathOf(props), await menuModel());
  return info ? { title: info.title } : {};
}

/**
 * Menu routes without a page of their own: a permitted menu page whose module is not built yet shows
 * "coming soon"; a catalog leads to its first page; a forbidden one goes to /401; anything else to /404.
 */
export default async function MenuRoutePage(props: Props) {
  const path = await pathOf(props);
  const menu = await menuModel();
  const access = accessFor(path, menu.guard);
  if (access === "forbidden") redirect("/401");
  const catalog = findCatalog(menu.entries, path);
  if (catalog) redirect(flattenLeaves(catalog.children)[0]?.href ?? "/404");
  const info = access === "allowed" ? lookupRoute(path, menu) : undefined;
  const entry = info?.entry;
  if (!info || !entry || (path !== entry.path && path !== entry.href)) redirect("/404");
  if (entry.built && entry.href !== path) redirect(entry.href);
  const t = await getTranslations("pages");
  return (
    <section data-testid="coming-soon">
      <PageHeader title={info.title} />
      <Card>
        <EmptyState
          icon={Construction}
          title={t("comingSoon.title")}
          body={t("comingSoon.body", { title: info.title })}
          action={
            <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
              {t("comingSoon.back")}
            </Link>
          }
        />
      </Card>
    </section>
  );
}
