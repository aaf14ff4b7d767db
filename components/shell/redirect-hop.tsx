"use client";

import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { safeRedirect } from "@/lib/routes";

/** Leaves /redirect/{path} for {path} (same query), so the page mounts anew. */
export function RedirectHop() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  const t = useTranslations("common");
  useEffect(() => {
    const rest = pathname.replace(/^\/redirect/, "").replace(/\/{2,}/g, "/");
    router.replace(safeRedirect(`${rest || "/dashboard"}${search ? `?${search}` : ""}`));
  }, [pathname, search, router]);
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t("loading")}
    </p>
  );
}
