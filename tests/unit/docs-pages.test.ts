import { describe, expect, it } from "vitest";
import { renderGuide } from "@/lib/docs/render";
import { locales } from "@/lib/i18n/locales";
import { executableParts, guideImage } from "../fixtures/xss-corpus";

describe("the /guide and /documentation Markdown (docs/guide/<locale>)", () => {
  it.each(locales)("%s getting started: numbered steps whose in-portal links survive sanitising", async (locale) => {
    const html = await renderGuide("getting-started", locale);
    expect(html.match(/<li>/g)?.length).toBeGreaterThanOrEqual(7);
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain('href="/manage/itblockentrance"');
    expect(executableParts(html, guideImage)).toEqual([]);
  });

  it.each(locales)("%s documentation renders its sections", async (locale) => {
    const html = await renderGuide("documentation", locale);
    expect(html).toContain("<h2>");
    expect(html.match(/<strong>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(executableParts(html, guideImage)).toEqual([]);
  });
});
