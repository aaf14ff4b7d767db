"use client";

import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { dashboardPath, lookupRoute } from "@/lib/menu/lookup";
import type { Crumb } from "@/lib/menu/types";
import { useShell } from "./shell-context";
import { ShellIcon } from "./shell-icon";

/** Dashboard › catalog › page; the last step is the current page. */
export function Breadcrumb({ pathname }: { pathname: string }) {
  const { menu } = useShell();
  const t = useTranslations("shell");
  const info = lookupRoute(pathname, menu);
  const home: Crumb = { title: menu.fixed[dashboardPath]?.title ?? "Dashboard", href: dashboardPath };
  const steps: Crumb[] = [home, ...(info?.trail ?? [])];
  return (
    <nav aria-label={t("breadcrumb")} className="min-w-0" data-testid="breadcrumb">
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {steps.map((step, i) => {
          const last = i === steps.length - 1;
          return (
            <li key={`${i}-${step.title}`} className="flex min-w-0 items-center gap-1">
              {i > 0 && <ShellIcon name="chevron-right" className="size-3.5 text-muted-foreground" />}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {step.title}
                </span>
              ) : step.href ? (
                <Link href={step.href} className="truncate rounded-sm px-0.5 text-muted-foreground outline-none hover:text-primary focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset">
                  {step.title}
                </Link>
              ) : (
                <span className="truncate text-muted-foreground">{step.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
