import { currentLocale } from "@/lib/i18n/current-locale";
import { translatorFor } from "@/lib/i18n/translator";

/** The dock page as an app Android can install to the home screen, named in the clerk's language (so a cache keys it on the language). */
export async function GET() {
  // Not next-intl's request config: it reads the session's time zone, and the trace of the session's imports made
  // this one handler the largest serverless function of the build (over Vercel's 50 MB).
  const t = translatorFor(await currentLocale());
  const icon = (size: number) => ({ src: `/receiving/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" });
  return Response.json({
    name: t("receivingScan.appName"),
    short_name: t("receivingScan.appShort"),
    start_url: "/receiving/scan",
    scope: "/receiving/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#1f5f8b",
    icons: [icon(192), icon(512)],
  }, { headers: { "content-type": "application/manifest+json", vary: "Accept-Language, Cookie" } });
}
