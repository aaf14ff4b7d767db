import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 33 item 2 as a pattern: every date a user sees or enters goes through lib/business-time (the company's
 * zone) and the house date input. These are the ways a date slips into the browser's or the database's zone.
 */
const root = path.resolve(__dirname, "../..");
const files = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return ["node_modules", "seed", "migrations"].includes(e.name) ? [] : files(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });

const rules: Array<[string, RegExp, ReadonlySet<string>]> = [
  ["native date input (the house one is components/ui/date-input.tsx)", /type=["{]+(date|datetime-local)\b|(?<!\()"(date|datetime-local)"/, new Set(["components/ui/date-input.tsx"])],
  ["browser-zone formatting", /\.toLocale(Date|Time)?String\(/, new Set()],
  ["browser-zone reading of a Date", /\.get(FullYear|Month|Date|Day|Hours|Minutes|TimezoneOffset)\(\)/, new Set()],
  ["today as the UTC day", /new Date\(\)\.toISOString\(\)\.slice\(0, 10\)/, new Set()],
  ["a stored instant cut to the database's day", /(At\}|_at)\)?::date\b/, new Set()],
];

describe("dates through the business zone only", () => {
  const sources = ["app", "components", "lib", "services"].flatMap(files);
  it.each(rules)("no %s", (name, pattern, allowed) => {
    // a "date" literal is a column kind in lib and services; only a page or component can make it an input's type
    const scanned = name.startsWith("native") ? sources.filter((f) => /^(app|components)\//.test(f)) : sources;
    const found = scanned.filter((f) => !allowed.has(f)).flatMap((f) =>
      fs.readFileSync(path.join(root, f), "utf8").split("\n").flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
