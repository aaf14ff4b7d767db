import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, resolveLocale } from "@/lib/i18n/locales";
import { isPublicPath, loginAfterEnd, safeRedirect } from "@/lib/routes";
import { fixedRoutes, isTransientPath } from "@/lib/menu/fixed";
import { httpStatusFor } from "@/lib/contracts/envelope";

describe("language choice", () => {
  it("takes the cookie first, then the browser language, then en", () => {
    expect(resolveLocale("vi", "zh-CN,zh;q=0.9")).toBe("vi");
    expect(resolveLocale(undefined, "zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(resolveLocale("xx", "fr-FR,ja;q=0.5")).toBe("ja");
    expect(resolveLocale(undefined, "fr-FR,de;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage(null)).toBe("en");
    expect(localeFromAcceptLanguage("es;q=0.2,vi;q=0.9")).toBe("vi");
  });
});

describe("routes", () => {
  it("knows the public and fixed routes", () => {
    expect(isPublicPath("/login")).toBe(true);
    expect(isPublicPath("/bindWeChat")).toBe(true);
    expect(isPublicPath("/dashboard")).toBe(false);
    expect("/manage/morenotice/generalcontentshow" in fixedRoutes).toBe(true);
    expect(isTransientPath("/redirect/dashboard")).toBe(true);
    expect("/nope" in fixedRoutes).toBe(false);
  });

  it("keeps redirects on this site", () => {
    expect(safeRedirect("/updatePassword?x=1")).toBe("/updatePassword?x=1");
    expect(safeRedirect("//evil.example")).toBe("/dashboard");
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect("/login?redirect=/x")).toBe("/dashboard");
    expect(safeRedirect(undefined)).toBe("/dashboard");
  });

  it("sends an ended session to a relative /login with the wanted path and the reason code", () => {
    expect(loginAfterEnd("/purchase/order?x=1", 502)).toBe("/login?redirect=%2Fpurchase%2Forder%3Fx%3D1&code=502");
    expect(loginAfterEnd("https://evil.example", "50014")).toBe("/login?redirect=%2Fdashboard&code=50014");
    expect(loginAfterEnd(null, "<script>")).toBe("/login?redirect=%2Fdashboard");
    expect(loginAfterEnd("/dashboard", "")).toBe("/login?redirect=%2Fdashboard");
  });

  it("maps envelope codes to HTTP statuses", () => {
    expect(httpStatusFor(200)).toBe(200);
    expect(httpStatusFor(409)).toBe(409);
    expect(httpStatusFor(502)).toBe(401);
    expect(httpStatusFor(50014)).toBe(401);
  });
});
