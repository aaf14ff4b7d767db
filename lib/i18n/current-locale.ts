import { cookies, headers } from "next/headers";
import { localeCookie, resolveLocale } from "./locales";

export async function currentLocale() {
  const [c, h] = await Promise.all([cookies(), headers()]);
  return resolveLocale(c.get(localeCookie)?.value, h.get("accept-language"));
}
