import { getTranslations } from "next-intl/server";

/** The dock page as an app Android can install to the home screen, named in the clerk's language (so a cache keys it on the language). */
export async function GET() {
  const t = await getTranslations("receivingScan");
  const icon = (size: number) => ({ src: `/receiving/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" });
  return Response.json({
    name: t("appName"),
    short_name: t("appShort"),
    start_url: "/receiving/scan",
    scope: "/receiving/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#1f5f8b",
    icons: [icon(192), icon(512)],
  }, { headers: { "content-type": "application/manifest+json", vary: "Accept-Language, Cookie" } });
}
