import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { camelName, modules, specPathPrefixes } from "@/lib/contracts/modules";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { ColumnDecl } from "@/lib/contracts/kit/columns";
import { rights } from "@/lib/rights/codes";
import { services } from "@/services/registry";

const root = path.resolve(import.meta.dirname, "../..");
const locales = ["en", "zh", "vi", "es", "ja"] as const;
const messages = Object.fromEntries(locales.map((l) => [l, JSON.parse(fs.readFileSync(path.join(root, `messages/${l}.json`), "utf8"))]));
const has = (obj: unknown, key: string) => key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj) !== undefined;

interface DeclaredList { namespace: string; columns: Record<string, ColumnDecl>; caption: (f: string) => string; fields: readonly string[] }
const isList = (v: unknown): v is DeclaredList =>
  !!v && typeof v === "object" && "namespace" in v && "columns" in v && "caption" in v && "fields" in v;

describe("one module name in every layer", () => {
  it.each(modules.map((m) => [m.name, m.service, !("menu" in m), !("ui" in m)] as const))("%s has its contract, service, schema, UI, messages and rights", (name, service, inMenu, hasUi) => {
    const camel = camelName(name);
    expect(fs.existsSync(path.join(root, `lib/contracts/${service}/${name}.ts`)), "contract").toBe(true);
    expect(fs.statSync(path.join(root, `services/${service}/${name}`)).isDirectory(), "service folder").toBe(true);
    expect(fs.existsSync(path.join(root, `services/db/schema/${name}.ts`)), "schema file").toBe(true);
    expect(fs.existsSync(path.join(root, `components/${name}`)), "components folder (or ui: false)").toBe(hasUi);
    for (const l of locales) expect(has(messages[l], camel), `messages/${l}.json namespace ${camel}`).toBe(true);
    expect(camel in rights, `rights.${camel}`).toBe(inMenu);
  });

  const testFiles = ["tests/unit", "tests/integration"].flatMap((d) => fs.readdirSync(path.join(root, d))).filter((f) => f.endsWith(".test.ts"));
  it.each(modules.map((m) => [m.name, m.service] as const))("%s has a test file named after it", (name, service) => {
    const own = testFiles.filter((f) => f === `${service}-${name}.test.ts` || f.startsWith(`${service}-${name}.`));
    expect(own, `tests/integration/${service}-${name}.test.ts (or ${service}-${name}.<aspect>.test.ts)`).not.toEqual([]);
  });

  it("every route of a service is under one of its modules' paths, or a spec call", () => {
    for (const [service, { routes }] of Object.entries(services) as Array<[string, { routes: Array<{ path: string }> }]>) {
      const prefixes = modules.filter((m) => m.service === service).map((m) => `/${m.name}`);
      for (const r of routes) {
        const ok = prefixes.some((p) => r.path === p || r.path.startsWith(`${p}/`)) || specPathPrefixes.some((p) => r.path.startsWith(p));
        expect(ok, `${service} ${r.path} is not under a module of ${service}`).toBe(true);
      }
    }
  });

  it("no module folder exists without its registration", () => {
    const registered = new Set<string>(modules.map((m) => m.name));
    // Folders that are no module: the spec's own calls (user/…, sendplan/…) and the label PDF renderer with its
    // worker threads, which both label modules use.
    const notModules: Record<string, string[]> = { "base-data": ["user"], "erp-production": ["sendplan"], label: ["render"] };
    for (const service of ["erp-purchase", "erp-production", "label", "base-data"]) {
      const dirs = fs.readdirSync(path.join(root, "services", service), { withFileTypes: true }).filter((d) => d.isDirectory());
      for (const d of dirs) if (!notModules[service]?.includes(d.name)) expect(registered.has(d.name), `services/${service}/${d.name}`).toBe(true);
    }
  });
});

describe("captions of every declared list, in all five locales", () => {
  it.each(modules.map((m) => [m.name, m.service] as const))("%s", async (name, service) => {
    const contract = (await import(`../../lib/contracts/${service}/${name}.ts`)) as Record<string, unknown>;
    const lists = Object.values(contract).filter(isList);
    for (const list of lists) {
      expect(list.namespace).toBe(camelName(name));
      for (const l of locales) {
        expect(has(messages[l], `${list.namespace}.sheet`), `${l}: ${list.namespace}.sheet`).toBe(true);
        // the export's file name (ListView names the file `<ns>.exportName`)
        expect(has(messages[l], `${list.namespace}.exportName`), `${l}: ${list.namespace}.exportName`).toBe(true);
        for (const f of list.fields) expect(has(messages[l], list.caption(f)), `${l}: ${list.caption(f)}`).toBe(true);
        for (const d of Object.values(list.columns)) {
          if (d.kind === "flag") for (const v of ["yes", "no"]) expect(has(messages[l], enumCaption("yesNo", v))).toBe(true);
          if (d.kind === "enum") for (const v of d.values!) expect(has(messages[l], enumCaption(d.enumName!, v)), `${l}: ${enumCaption(d.enumName!, v)}`).toBe(true);
        }
      }
    }
  });
});

describe("money columns of every declared list", () => {
  it.each(modules.map((m) => [m.name, m.service] as const))("%s shows its amounts as money (two decimals)", async (name, service) => {
    const contract = (await import(`../../lib/contracts/${service}/${name}.ts`)) as Record<string, unknown>;
    for (const list of Object.values(contract).filter(isList)) {
      for (const [f, d] of Object.entries(list.columns)) if (/amount$/i.test(f)) expect(d, `${list.namespace}.${f}`).toMatchObject({ kind: "decimal", money: true });
    }
  });
});

describe("rights codes are spelled only in the menu definition", () => {
  const skip = new Set(["lib/menu/definition.ts", "lib/rights/codes.ts"]);
  const files = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return ["node_modules", ".next", "migrations"].includes(e.name) ? [] : files(rel);
      return /\.(ts|tsx)$/.test(e.name) && !skip.has(rel) ? [rel] : [];
    });
  it("no rights literal such as \"21_view\" outside lib/menu/definition.ts", () => {
    const found = ["app", "components", "lib", "services", "tests", "bench"].flatMap(files).flatMap((f) => {
      const text = fs.readFileSync(path.join(root, f), "utf8");
      return [...text.matchAll(/["'`]\d{1,3}_[a-z]+["'`]/g)].map((m) => `${f}: ${m[0]}`);
    });
    expect(found).toEqual([]);
  });
});
