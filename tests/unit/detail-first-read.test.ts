import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 35: a detail page that reads its document on the server for the title hands that read to its view
 * (`initial`, through useDetail's seed), so the browser does not read the same record again on a full load.
 */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const pages = sources("app")
  .filter((f) => f.endsWith("page.tsx"))
  .map((f) => ({ f, text: fs.readFileSync(f, "utf8") }));

describe("detail pages hand their server read to the view", () => {
  const titled = pages.filter((p) => p.text.includes("documentNumber("));

  it("finds the detail pages titled by their document", () => {
    expect(titled.length).toBeGreaterThanOrEqual(10);
  });

  it("reads the same operation's detail for the view as for the title, and passes it on", () => {
    const missing = titled.filter(({ text }) => {
      const ops = new Set([...text.matchAll(/documentNumber\(([\w.]+),/g)].map((m) => m[1]));
      const read = new Set([...text.matchAll(/documentDetail\(([\w.]+),/g)].map((m) => m[1]));
      // a client view is seeded with it (`initial`); a server view (a print) is handed the document it renders
      const held = /const (\w+) = await documentDetail\(/.exec(text)?.[1];
      const passed = /\binitial=\{initial\}/.test(text) || (held !== undefined && new RegExp(`=\\{${held}\\}`).test(text));
      return ![...ops].every((op) => read.has(op)) || !passed;
    });
    expect(missing.map((p) => p.f)).toEqual([]);
  });

  it("does so for the order page, titled through orderNumber (the print page renders on the server and fetches nothing)", () => {
    const order = fs.readFileSync("app/(portal)/purchase/order/[id]/page.tsx", "utf8");
    expect(order).toMatch(/documentDetail\(purchaseOrderOps\.detail, id\)/);
    expect(order).toMatch(/\binitial=\{initial\}/);
  });

  it("lets each view that takes `initial` seed its first render instead of fetching", () => {
    const views = sources("components")
      .map((f) => ({ f, text: fs.readFileSync(f, "utf8") }))
      .filter(({ text }) => /export function \w+\(\{[^)]*\binitial\b[^)]*\}: \{[^)]*\binitial\??: \w+ \| null/.test(text) && text.startsWith('"use client"'));
    expect(views.length).toBeGreaterThanOrEqual(8);
    const unseeded = views.filter(({ text }) => !/useDetail\([^)]*\binitial\b/.test(text) && !/useState<\w+ \| null>\(initial\)/.test(text) && !/<\w+ [^>]*\binitial=\{initial\}/.test(text));
    expect(unseeded.map((v) => v.f)).toEqual([]);
  });
});
