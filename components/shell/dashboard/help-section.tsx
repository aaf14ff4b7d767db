import { Link } from "@/components/common/link";
import { getTranslations } from "next-intl/server";
import { BookOpen, LibraryBig, LifeBuoy, Mail, Phone, Wrench } from "lucide-react";
import type { DashboardContext } from "@/lib/dashboard/context";
import { getHelpChannels } from "@/lib/dashboard/help";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { LazyChannelsEditor } from "@/components/help-doc/channels-editor-lazy";
import { Section } from "./section";

export async function HelpSection({ ctx }: { ctx: DashboardContext }) {
  const [help, t] = await Promise.all([getHelpChannels(ctx), getTranslations("dashboard")]);
  const rows = [
    { icon: Mail, label: t("help.email"), value: help.email, href: `mailto:${help.email}`, external: true },
    { icon: Phone, label: t("help.phone"), value: help.phone, href: `tel:${help.phone.replace(/[^\d+]/g, "")}`, external: true },
    { icon: BookOpen, label: t("help.manual"), value: help.manualTitle ?? t("help.manualMissing"), href: help.manualTitle ? help.manualHref : null, external: false },
    { icon: LibraryBig, label: t("help.guide"), value: t("help.guideAction"), href: "/manage/sysinstruction", external: false },
    { icon: Wrench, label: t("help.itReport"), value: t("help.itReportAction"), href: help.itReportHref, external: false },
  ];
  return (
    <Section id="help" title={t("help.title")} icon={LifeBuoy}>
      <ul className="divide-y divide-border">
        {rows.map(({ icon: Icon, label, value, href, external }) => (
          <li key={label} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-xs text-muted-foreground">{label}</span>
              {href === null ? (
                <span className="block truncate text-sm text-muted-foreground" data-testid="help-manual-missing">{value}</span>
              ) : external ? (
                <a href={href} className="block truncate text-sm font-medium text-primary hover:underline">
                  {value}
                </a>
              ) : (
                <Link href={href} className="block truncate text-sm font-medium text-primary hover:underline">
                  {value}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
      {hasRights(ctx.user, [rights.helpDoc.edit]) && (
        <div className="mt-2 flex justify-end border-t border-border pt-2">
          <LazyChannelsEditor email={help.email} phone={help.phone} modified={help.modifiedBy} />
        </div>
      )}
    </Section>
  );
}
