import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderGuide } from "@/lib/docs/render";
import { executableParts } from "../fixtures/xss-corpus";

describe("user guide Markdown (docs/guide/<locale>)", () => {
  it.each(["en", "zh", "vi"] as const)("%s renders with headings and nothing executable", async (locale) => {
    const html = await renderGuide("modules", locale);
    expect(html).toContain("<h2>");
    expect(html.match(/<h3>/g)?.length).toBeGreaterThanOrEqual(6);
    expect(executableParts(html)).toEqual([]);
  });

  it("falls back to English for a language without its own guide yet", async () => {
    expect(fs.existsSync(path.resolve("docs/guide/ja/modules.md"))).toBe(false);
    expect(await renderGuide("modules", "ja")).toBe(await renderGuide("modules", "en"));
  });
});
