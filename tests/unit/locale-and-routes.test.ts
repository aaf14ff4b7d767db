import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, resolveLocale } from "@/lib/i18n/locales";
import { isPublicPath, loginAfterEnd, safeRedirect } from "@/lib/routes";
import { openRedirectCorpus } from "../fixtures/open-redirect-corpus";
import { redirectEntryPoints } from "../fixtures/redirect-entry-points";
import fs from "node:fs";
import path from "node:path";

function sourceFiles(dirs: string[]): string[] {
  return dirs.flatMap((d) => fs.readdirSync(d, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(".", path.join(e.parentPath, e.name))));
}
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

  it("keeps every known open-redirect payload on this origin, as a browser would resolve it", () => {
    expect(openRedirectCorpus.length).toBeGreaterThanOrEqual(30);
    for (const payload of openRedirectCorpus) {
      const target = safeRedirect(payload);
      // The WHATWG URL parser is the browsers': it drops tabs and newlines and reads a backslash as a slash.
      expect(new URL(target, "https://portal.example").origin, payload).toBe("https://portal.example");
      expect(target, payload).toMatch(/^\/[^/\\]/);
      expect(target, payload).not.toMatch(/[\u0000-\u001f\u007f\\]/);
    }
    for (const payload of ["/%09/evil.example", "/\t/evil.example", "/%5cevil.example", "/%2F/evil.example"]) expect(safeRedirect(payload)).toBe("/dashboard");
  });

  it("knows every file that reads a wanted page from a request, so the e2e corpus walks each", () => {
    const readers = /searchParams\.get\("redirect"\)|\bsp\.redirect\b|field\("redirect"\)|raw\.redirect\b|useSearchParams\(\)/;
    const found = sourceFiles(["app", "lib", "components"]).filter((f) => readers.test(fs.readFileSync(f, "utf8")) && /redirect/i.test(fs.readFileSync(f, "utf8")));
    const known = redirectEntryPoints.map((e) => e.file);
    for (const f of found.filter((x) => /safeRedirect|loginAfterEnd/.test(fs.readFileSync(x, "utf8")))) expect(known, f).toContain(f);
    for (const f of known) expect(fs.readFileSync(f, "utf8")).toMatch(/safeRedirect|loginAfterEnd/);
  });

  it("percent-encodes what a Location header cannot carry, and keeps the wanted page", () => {
    expect(safeRedirect("/purchase/order?item=纸")).toBe("/purchase/order?item=%E7%BA%B8");
    expect(safeRedirect("/purchase/order?item=%E7%BA%B8")).toBe("/purchase/order?item=%E7%BA%B8");
    expect(safeRedirect("/system/notice#top")).toBe("/system/notice#top");
    expect(safeRedirect("/login/")).toBe("/dashboard");
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
