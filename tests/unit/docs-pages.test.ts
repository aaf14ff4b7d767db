import { describe, expect, it } from "vitest";
import { renderGuide } from "@/lib/docs/render";
import { executableParts } from "../fixtures/xss-corpus";

describe("the /guide and /documentation Markdown (docs/guide/<locale>)", () => {
  it.each(["en", "zh", "vi"] as const)("%s getting started: numbered steps whose in-portal links survive sanitising", async (locale) => {
    const html = await renderGuide("getting-started", locale);
    expect(html.match(/<li>/g)?.length).toBeGreaterThanOrEqual(7);
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain('href="/manage/itblockentrance"');
    expect(executableParts(html)).toEqual([]);
  });

  it.each(["en", "zh", "vi"] as const)("%s documentation renders its sections", async (locale) => {
    const html = await renderGuide("documentation", locale);
    expect(html).toContain("<h2>");
    expect(html.match(/<strong>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(executableParts(html)).toEqual([]);
  });

  it("each language has its own text, and Spanish and Japanese read the English one", async () => {
    const [en, zh, vi, es] = await Promise.all((["en", "zh", "vi", "es"] as const).map((l) => renderGuide("getting-started", l)));
    expect(new Set([en, zh, vi]).size).toBe(3);
    expect(es).toBe(en);
  });
});
