import { getRequestConfig } from "next-intl/server";
import { catalogues } from "./translator";
import { currentLocale } from "./current-locale";
import { sessionTimeZone } from "@/lib/portal/user";

export { currentLocale };

/** Dates and times format in the session company's zone (lib/business-time.ts); without a session, the group's home zone. */
export default getRequestConfig(async () => {
  const [locale, timeZone] = await Promise.all([currentLocale(), sessionTimeZone()]);
  return { locale, messages: catalogues[locale] as never, timeZone };
});
