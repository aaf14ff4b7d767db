import { getRequestConfig } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { catalogues } from "./translator";
import { localeCookie, resolveLocale } from "./locales";

export async function currentLocale() {
  const [c, h] = await Promise.all([cookies(), headers()]);
  return resolveLocale(c.get(localeCookie)?.value, h.get("accept-language"));
}

export default getRequestConfig(async () => {
  const locale = await currentLocale();
  return { locale, messages: catalogues[locale] as never, timeZone: "Asia/Shanghai" };
});
