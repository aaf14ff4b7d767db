import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";

type Tree = { [k: string]: unknown };
const dir = path.resolve("messages");
const load = (l: string) => JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), "utf8")) as Tree;

/** Leaf path → value; a leaf that is not a string (number, array, null) is kept so the test can refuse it. */
const flatten = (t: Tree, prefix = ""): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) =>
      v !== null && typeof v === "object" && !Array.isArray(v)
        ? Object.entries(flatten(v as Tree, `${prefix}${k}.`))
        : [[prefix + k, v]],
    ),
  );

/**
 * The ICU arguments of a message as "name" or "name:type" (plural, select, number, date, …), sorted and
 * de-duplicated, including those nested in plural/select branches. Throws on unbalanced braces. Apostrophe
 * quoting follows ICU: '' is a literal apostrophe, '{…}' quotes syntax characters, any other ' is plain text.
 */
function icuArguments(message: string): string[] {
  const found = new Set<string>();
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`);
  };
  const skipQuoted = () => {
    if (message[i + 1] === "'") return void (i += 2);
    if (message[i + 1] === "{" || message[i + 1] === "}" || message[i + 1] === "#") {
      const end = message.indexOf("'", i + 1);
      if (end < 0) fail("unterminated quote");
      i = end + 1;
    } else i++;
  };
  const token = (stops: string) => {
    const start = i;
    while (i < message.length && !stops.includes(message[i]!)) i++;
    return message.slice(start, i).trim();
  };
  const text = (nested: boolean) => {
    while (i < message.length) {
      const ch = message[i]!;
      if (ch === "'") skipQuoted();
      else if (ch === "{") argument();
      else if (ch === "}") return nested ? undefined : fail("unexpected }");
      else i++;
    }
    if (nested) fail("missing }");
  };
  const argument = () => {
    i++;
    const name = token(",}");
    if (!/^\w+$/.test(name)) fail(`bad argument name ${JSON.stringify(name)}`);
    if (message[i] === "}") {
      i++;
      found.add(name);
      return;
    }
    i++;
    const type = token(",}");
    found.add(`${name}:${type}`);
    if (message[i] === "}") return void i++;
    i++;
    if (type === "plural" || type === "selectordinal" || type === "select") {
      for (;;) {
        const selector = token("{}");
        if (message[i] === "}") {
          if (selector) fail("selector without a branch");
          return void i++;
        }
        if (!selector) fail("branch without a selector");
        i++;
        text(true);
        i++;
      }
    }
    let depth = 1;
    while (depth > 0) {
      if (i >= message.length) fail("missing }");
      if (message[i] === "{") depth++;
      if (message[i] === "}") depth--;
      i++;
    }
  };
  text(false);
  return [...found].sort();
}

describe("the ICU argument reader", () => {
  it("reads simple, typed and nested arguments", () => {
    expect(icuArguments("Hello {name}, {count, number} left")).toEqual(["count:number", "name"]);
    expect(icuArguments("{count, plural, =0 {none} one {# order of {supplier}} other {# orders}}")).toEqual([
      "count:plural", "supplier",
    ]);
    expect(icuArguments("{kind, select, a {A} other {B}} by {who}")).toEqual(["kind:select", "who"]);
  });

  it("honours ICU quoting and plain apostrophes", () => {
    expect(icuArguments("Don't '{literal}' it''s {real}")).toEqual(["real"]);
  });

  it("refuses broken messages", () => {
    expect(() => icuArguments("{open")).toThrow();
    expect(() => icuArguments("close}")).toThrow();
    expect(() => icuArguments("{count, plural, one {# x} other {# y}")).toThrow();
    expect(() => icuArguments("{bad name}")).toThrow();
  });
});

describe("message catalogues", () => {
  const catalogues = Object.fromEntries(locales.map((l) => [l, flatten(load(l))]));
  const allKeys = [...new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)))].sort();

  it("has one file per locale and no other", () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.replace(".json", ""));
    expect(files.sort()).toEqual([...locales].sort());
  });

  it("is not trivially empty", () => {
    expect(allKeys.length).toBeGreaterThan(100);
  });

  it.each(locales)("%s has every key of every namespace that any locale has, and no other", (l) => {
    const own = catalogues[l]!;
    expect(allKeys.filter((k) => !(k in own)), `${l} is missing`).toEqual([]);
  });

  it.each(locales)("%s has only non-empty strings that parse as ICU messages", (l) => {
    const bad: string[] = [];
    for (const [k, v] of Object.entries(catalogues[l]!)) {
      if (typeof v !== "string" || v.trim() === "") bad.push(`${k}: ${JSON.stringify(v)}`);
      else {
        try {
          icuArguments(v);
        } catch (err) {
          bad.push(`${k}: ${(err as Error).message}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  // Plural categories are a property of the language (zh, vi and ja have none), so "{count}" in one locale
  // matches "{count, plural, …}" in another; every other argument type must agree.
  const comparable = (args: string[]) =>
    [...new Set(args.map((a) => a.replace(/:(plural|selectordinal)$/, "")))].sort().join(",");

  it("gives every key the same ICU arguments in all five locales", () => {
    const differing: string[] = [];
    for (const k of allKeys) {
      const seen = new Map<string, string[]>();
      for (const l of locales) {
        const v = catalogues[l]![k];
        if (typeof v !== "string") continue;
        let args: string;
        try {
          args = comparable(icuArguments(v));
        } catch {
          continue; // reported by the parse check above
        }
        seen.set(args, [...(seen.get(args) ?? []), l]);
      }
      if (seen.size > 1) differing.push(`${k}: ${[...seen].map(([a, ls]) => `${ls.join("/")}=[${a}]`).join(" ")}`);
    }
    expect(differing).toEqual([]);
  });

  it("every catalogue key used in code exists", () => {
    const en = catalogues.en!;
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
