import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { guideChapters } from "@/lib/docs/chapters";
import { renderGuide, type GuideName } from "@/lib/docs/render";
import { menuDefinition, type MenuDef } from "@/lib/menu/definition";
import { locales } from "@/lib/i18n/locales";
import { executableParts, guideImage } from "../fixtures/xss-corpus";

/** Every page of the menu a user can reach: the leaves of the areas in use, with their full paths. */
function menuPages(defs: readonly MenuDef[], base = ""): string[] {
  return defs.flatMap((d) => {
    if (d.isUsable === false) return [];
    const full = d.path.startsWith("/") ? d.path : `${base}/${d.path}`;
    return d.children ? menuPages(d.children, full) : [full];
  });
}
const fixedPages = ["/dashboard", "/manage/morenotice", "/manage/itblockentrance", "/profile/index", "/updatePassword"];
const guideFiles: GuideName[] = ["getting-started", "documentation", "modules", ...guideChapters.map((c) => `modules/${c}` as const)];
const chapters = (locale: (typeof locales)[number]) => Promise.all(guideChapters.map((c) => renderGuide(`modules/${c}`, locale)));

describe("the user guide (docs/guide/<locale>)", () => {
  it.each(locales)("%s has its own file for every guide page", (locale) => {
    for (const name of guideFiles) expect(fs.existsSync(path.resolve(`docs/guide/${locale}/${name}.md`)), `${locale}/${name}.md`).toBe(true);
  });

  it("covers every page of the menu", () => {
    expect(menuPages(menuDefinition).length).toBeGreaterThanOrEqual(28);
  });

  it.each(locales)("%s has a section headed by a link to each module's page", async (locale) => {
    const html = (await chapters(locale)).join("\n");
    const headed = new Set([...html.matchAll(/<h3><a href="([^"]+)">/g)].map((m) => m[1]));
    for (const page of [...menuPages(menuDefinition), ...fixedPages]) expect(headed, `${locale}: no section for ${page}`).toContain(page);
  });

  it.each(locales)("%s: each chapter is an h2 whose screenshots exist and are described", async (locale) => {
    const rendered = await chapters(locale);
    for (const html of rendered) expect(html.match(/<h2>/g)).toHaveLength(1);
    const images = [...[...rendered, await renderGuide("getting-started", locale)].join("\n").matchAll(/<img src="([^"]+)" alt="([^"]*)"/g)];
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const [, src, alt] of images) {
      expect(fs.existsSync(path.resolve(`public${src}`)), src).toBe(true);
      expect(alt!.trim().length, src).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(locales)("%s: the operation manual links to every chapter of /guide, and nothing executable survives", async (locale) => {
    const modules = await renderGuide("modules", locale);
    for (const c of guideChapters) expect(modules).toContain(`href="/guide#${c}"`);
    for (const name of guideFiles) expect(executableParts(await renderGuide(name, locale), guideImage)).toEqual([]);
  });

  it("each language has its own text", async () => {
    for (const name of guideFiles) {
      const texts = await Promise.all(locales.map((l) => renderGuide(name, l)));
      expect(new Set(texts).size, name).toBe(locales.length);
    }
  });
});
