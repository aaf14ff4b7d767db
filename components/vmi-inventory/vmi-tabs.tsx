import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/utils";

/** The two views of VMI inventory, each its own page so each list keeps its filters in the URL. */
export async function VmiTabs({ current }: { current: "materials" | "movements" }) {
  const t = await getTranslations("vmiInventory.tabs");
  const tabs = [
    { key: "materials", href: "/materials/vmi" },
    { key: "movements", href: "/materials/vmi/movements" },
  ] as const;
  return (
    <nav className="flex gap-1 border-b" aria-label={t("materials")}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? "page" : undefined}
          data-testid={`vmi-tab-${tab.key}`}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            tab.key === current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
