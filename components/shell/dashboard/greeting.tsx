import { getFormatter, getTranslations } from "next-intl/server";
import type { UserInfo } from "@/lib/contracts/base-data/user";
import { businessHour } from "@/lib/business-time";

/** The dashboard heading: a greeting by time of day, the company and today's date. */
export async function Greeting({ user }: { user: UserInfo }) {
  const [t, format] = await Promise.all([getTranslations("dashboard"), getFormatter()]);
  const now = new Date();
  const hour = businessHour(now, user.timeZone);
  const part = hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
  return (
    <div className="flex flex-wrap items-end justify-between gap-2 rounded-lg border border-border bg-card px-4 py-4 shadow-sm sm:px-5">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold tracking-tight" data-testid="page-title">
          {t(`greeting.${part}`, { name: user.name })}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("subtitle", { company: user.companyName, userType: t(`userType.${user.userType}`) })}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">{format.dateTime(now, { dateStyle: "full", timeZone: user.timeZone })}</p>
    </div>
  );
}
