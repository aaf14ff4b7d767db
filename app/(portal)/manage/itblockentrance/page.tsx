import { getTranslations } from "next-intl/server";
import { Mail, Phone, Wrench } from "lucide-react";
import { requireUser } from "@/lib/portal/user";
import { getHelpChannels } from "@/lib/dashboard/help";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "@/components/shell/page-header";

export const generateMetadata = () => fixedMetadata("/manage/itblockentrance");

/** IT fault report application (docs/requirements.md §2): how to report, with an e-mail pre-filled with who and where. */
export default async function ItReportPage() {
  const [user, help, t, title] = await Promise.all([requireUser(), getHelpChannels(), getTranslations("pages"), fixedTitle("/manage/itblockentrance")]);
  const subject = t("itDesk.subject", { userNo: user.userNo, company: user.companyName });
  const body = t("itDesk.template", { name: user.name, userNo: user.userNo, company: user.companyName });
  const mailto = `mailto:${help.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  const steps = ["what", "when", "screenshot", "send"] as const;
  return (
    <section className="max-w-3xl">
      <PageHeader title={title} description={t("itDesk.intro")} />
      <div className="space-y-4 rounded-lg border border-border bg-card p-5 shadow-sm">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <Wrench aria-hidden="true" className="size-4 text-primary" />
          {t("itDesk.stepsTitle")}
        </h2>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          {steps.map((s) => (
            <li key={s}>{t(`itDesk.steps.${s}`)}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2 pt-2">
          <a href={mailto} className={buttonVariants()} data-testid="it-report-mail">
            <Mail aria-hidden="true" />
            {t("itDesk.mail")}
          </a>
          <a href={`tel:${help.phone.replace(/[^\d+]/g, "")}`} className={buttonVariants({ variant: "outline" })}>
            <Phone aria-hidden="true" />
            {help.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
