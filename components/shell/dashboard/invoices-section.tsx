import { rights } from "@/lib/rights/codes";
import { Link } from "@/components/common/link";
import { getTranslations } from "next-intl/server";
import { FileUp, Receipt } from "lucide-react";
import type { DashboardContext } from "@/lib/dashboard/context";
import { getInvoiceNotices, type InvoiceNoticeKey } from "@/lib/dashboard/invoices";
import { hrefForComponent } from "@/lib/menu/model";
import { menuModel } from "@/lib/menu/server";
import { RequireRights } from "@/components/rights/require-rights";
import { buttonVariants } from "@/components/ui/button";
import { Section, StatTile } from "./section";

/** Rights code to upload invoices: the "upload" operation of the supplier reconciliation statement menu (61). */
export const invoiceUploadRight = rights.reconciliationStatement.upload;

export async function InvoicesSection({ ctx }: { ctx: DashboardContext }) {
  const [notices, t, menu] = await Promise.all([getInvoiceNotices(ctx), getTranslations("dashboard"), menuModel()]);
  const uploadHref = notices?.href ?? hrefForComponent(menu.entries, "finance/statement/index") ?? "/finance/statement";
  // The supplier uploads; staff review what was uploaded and wait for the rest: the same counts, in each side's words.
  const supplier = ctx.user.userType === "supplier";
  const tiles = (supplier
    ? [["upload", notices?.upload], ["uploaded", notices?.uploaded], ["confirm", notices?.confirm], ["returned", notices?.returned]]
    : [["uploaded", notices?.uploaded], ["upload", notices?.upload], ["confirm", notices?.confirm], ["returned", notices?.returned]]) as Array<[InvoiceNoticeKey, number | undefined]>;
  return (
    <Section id="invoices" title={t("invoices.title")} icon={Receipt}>
      <div className="grid grid-cols-2 gap-2">
        {tiles.map(([key, value]) => (
          <StatTile key={key} label={t(supplier ? `invoices.${key}` : `invoices.staff.${key}`)} value={value ?? null} href={notices?.hrefs[key]} testId={`invoice-tile-${key}`} />
        ))}
      </div>
      {notices === null && <p className="mt-3 text-xs text-muted-foreground">{t("invoices.unavailable")}</p>}
      {supplier && (
        <div className="mt-3">
          <RequireRights anyOf={[invoiceUploadRight]}>
            <Link href={uploadHref} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="invoice-upload">
              <FileUp aria-hidden="true" />
              {t("invoices.uploadAction")}
            </Link>
          </RequireRights>
        </div>
      )}
    </Section>
  );
}
