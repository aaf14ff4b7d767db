import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { Eye, Printer } from "lucide-react";
import type { Right } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { buttonVariants } from "@/components/ui/button";
import { BackLink } from "@/components/common/back-link";

export interface BatchLinksProps {
  backHref: string;
  /** The preview of every label in a chosen format (the PDF's template). */
  previewHref: string;
  printHref: string;
  rights: { view: readonly Right[]; print: readonly Right[] };
}

/** The head of a label batch page, the same on every label screen: back to the list, preview, print page. */
export function BatchLinks({ backHref, previewHref, printHref, rights }: BatchLinksProps) {
  const t = useTranslations();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BackLink href={backHref} label={t("label.back")} />
      <RequireRights anyOf={rights.view}>
        <Link href={previewHref} className={buttonVariants({ variant: "outline", className: "ml-auto" })} data-testid="label-preview-link">
          <Eye aria-hidden="true" />
          {t("label.preview")}
        </Link>
      </RequireRights>
      <RequireRights anyOf={rights.print}>
        <Link href={printHref} className={buttonVariants({ variant: "outline" })} data-testid="label-print-link">
          <Printer aria-hidden="true" />
          {t("label.printTitle")}
        </Link>
      </RequireRights>
    </div>
  );
}
