import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 16 §1: every list whose state lives in the URL gets its first page from the server
 * (lib/portal/first-page.ts); only lists inside dialogs (state in memory) load in the browser.
 */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe("server-read first pages", () => {
  const lists = sources("components")
    .filter((f) => !f.includes(`${path.sep}data-table${path.sep}`))
    .map((f) => ({ f, text: fs.readFileSync(f, "utf8") }))
    .flatMap(({ f, text }) => [...text.matchAll(/useListPage<[^>]*>\(([\s\S]*?)\);/g)].map((m) => ({ f, call: m[1]! })));

  it("finds the list pages", () => {
    expect(lists.length).toBeGreaterThan(25);
  });

  it("hands every URL-state list the page the server read", () => {
    const missing = lists.filter((l) => !l.call.includes('stateIn: "memory"') && !/\binitial\b/.test(l.call)).map((l) => l.f);
    expect(missing).toEqual([]);
  });

  it("reads each of them in a server page", () => {
    const pages = sources("app").map((f) => fs.readFileSync(f, "utf8")).join("\n");
    const calls = [...pages.matchAll(/parsedListPage\((\w+),/g)].map((m) => m[1]);
    expect(new Set(calls).size).toBeGreaterThanOrEqual(new Set(lists.filter((l) => !l.call.includes("memory")).map((l) => l.call.match(/(\w+)\.list\.service/)?.[1])).size);
  });
});
