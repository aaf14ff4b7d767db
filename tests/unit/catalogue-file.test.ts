import { describe, expect, it } from "vitest";
import { catalogueFile, cataloguePath } from "@/lib/i18n/catalogue-file";
import { catalogues } from "@/lib/i18n/translator";
import { locales } from "@/lib/i18n/locales";

describe("the message catalogue files", () => {
  it("name each language's catalogue by its content, and answer its JSON under that name as this build's", () => {
    const names = locales.map((l) => cataloguePath(l).slice("/i18n/".length));
    expect(new Set(names).size).toBe(locales.length);
    for (const [i, locale] of locales.entries()) {
      expect(names[i]).toMatch(new RegExp(`^${locale}\\.[0-9a-f]{16}\\.json$`));
      const file = catalogueFile(names[i]!)!;
      expect(file.current).toBe(true);
      expect(JSON.parse(new TextDecoder().decode(file.body))).toEqual(catalogues[locale]);
    }
  });

  it("answer another build's name with this build's catalogue, not for keeps, and nothing for what is not a catalogue", () => {
    expect(catalogueFile("zh.0123456789abcdef.json")?.current).toBe(false);
    expect(JSON.parse(new TextDecoder().decode(catalogueFile("zh.0123456789abcdef.json")!.body))).toEqual(catalogues.zh);
    for (const name of ["xx.0123456789abcdef.json", "en.json", "en.0123456789abcdef.js", "../en.0123456789abcdef.json", "en.0123456789ABCDEF.json"]) {
      expect(catalogueFile(name), name).toBeUndefined();
    }
  });
});
