import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";

type Tree = { [k: string]: string | Tree };
const dir = path.resolve("messages");
const load = (l: string) => JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), "utf8")) as Tree;
const flatten = (t: Tree, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) =>
      typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  const en = flatten(load("en"));

  it("has one file per locale and no other", () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.replace(".json", ""));
    expect(files.sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((l) => l !== "en"))("%s has every key of en, no extra key, and the same placeholders", (l) => {
    const other = flatten(load(l));
    expect(Object.keys(other).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in other))).toEqual([]);
    for (const [k, v] of Object.entries(en)) {
      expect(placeholders(other[k] ?? ""), `${l}:${k}`).toEqual(placeholders(v));
      expect((other[k] ?? "").trim(), `${l}:${k}`).not.toBe("");
    }
  });

  it("every catalogue key used in code exists", () => {
    const used = new Set<string>();
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(ts|tsx)$/.test(e.name)) {
          for (const m of fs.readFileSync(p, "utf8").matchAll(/"((?:errors|validation)\.[A-Za-z.]+)"/g)) used.add(m[1]!);
        }
      }
    };
    for (const d of ["services", "lib", "components", "app"]) walk(path.resolve(d));
    expect([...used].filter((k) => !(k in en) && !k.endsWith("."))).toEqual([]);
  });
});
