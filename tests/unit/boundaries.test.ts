import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  directiveOf, findClientBoundaryViolations, importsAcross, importSpecifiers, resolveImport, sourceFiles,
} from "@/tests/helpers/import-graph";

const repoRoot = path.resolve(import.meta.dirname, "../..");

describe("the client boundary of this repository", () => {
  it("has client components to check", () => {
    const clients = sourceFiles(repoRoot).filter((f) => directiveOf(fs.readFileSync(f, "utf8")) === "use client");
    expect(clients.length).toBeGreaterThan(10);
  });

  it("lets no \"use client\" file reach server-only or services/db", () => {
    const found = findClientBoundaryViolations(repoRoot).map((v) => `${v.chain.join(" → ")} imports ${v.specifier}`);
    expect(found).toEqual([]);
  });
});

describe("the services' static imports", () => {
  it("form no cycle: a production bundle evaluates a cycle in an order that can read a binding before it is set", () => {
    const files = sourceFiles(repoRoot).filter((f) => path.relative(repoRoot, f).startsWith(`services${path.sep}`));
    const edges = new Map<string, string[]>();
    for (const f of files) {
      const staticOnly = fs.readFileSync(f, "utf8").replace(/\bimport\s*\(/g, "dynamicImport(");
      edges.set(f, importSpecifiers(staticOnly).map((s) => resolveImport(repoRoot, f, s)).filter((r): r is string => r !== null));
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (f: string, trail: string[]) => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") {
        cycles.push([...trail.slice(trail.indexOf(f)), f].map((x) => path.relative(repoRoot, x)).join(" → "));
        return;
      }
      state.set(f, "open");
      for (const d of edges.get(f) ?? []) visit(d, [...trail, f]);
      state.set(f, "done");
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });
});

describe("the layers", () => {
  it("lib never imports from components: the UI is built on lib, not the other way round", () => {
    expect(importsAcross(repoRoot, "lib", /^components\//)).toEqual([]);
  });

  it("lib/contracts never imports lib/upstream: the portal's client is built on the contracts, so a contract reaching back would close a loop", () => {
    expect(importsAcross(repoRoot, "lib/contracts", /^lib\/upstream\//)).toEqual([]);
  });

  it("services/core never imports a service's modules: core is the framework, the modules hand it what it runs (services/composition.ts)", () => {
    expect(importsAcross(repoRoot, "services/core", /^services\/(base-data|erp-[^/]+|label)\//)).toEqual([]);
  });
});

describe("the import-graph walker", () => {
  let root = "";
  const write = (file: string, text: string) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "import-graph-"));
    // a client chain that reaches server-only two hops away, through "@/" and a relative import
    write("components/a.tsx", `"use client";\nimport { b } from "./b";\nexport const a = b;\n`);
    write("components/b.ts", `import {\n  c,\n} from "@/lib/c";\nexport const b = c;\n`);
    write("lib/c.ts", `import "server-only";\nexport const c = 1;\n`);
    // reaches services/db through an index file and an export-from
    write("components/d.tsx", `// header comment\n'use client'\nexport { e } from "../lib/e";\n`);
    write("lib/e/index.ts", `import { db } from "@/services/db";\nexport const e = db;\n`);
    write("services/db/index.ts", `export const db = 1;\n`);
    // a dynamic import counts too
    write("components/f.tsx", `"use client";\nexport const f = () => import("@/services/db/client");\n`);
    // clean: type-only imports, commented-out imports, a "use server" module, a glob string, a cycle
    write("components/ok.tsx", [
      `"use client";`,
      `import type { Db } from "@/services/db/client";`,
      `// import "server-only";`,
      `/* import { x } from "@/services/db"; */`,
      `import { act } from "@/lib/act";`,
      `import { loop } from "./loop-a";`,
      `import Link from "next/link";`,
      `export const glob = "app/**/*.tsx";`,
      `export const ok: Db | null = null;`,
      `export const used = [act, loop, Link];`,
    ].join("\n"));
    write("lib/act.ts", `"use server";\nimport "server-only";\nexport async function act() {}\n`);
    write("components/loop-a.ts", `import { b } from "./loop-b";\nexport const loop = b;\n`);
    write("components/loop-b.ts", `import { loop } from "./loop-a";\nexport const b = () => loop;\n`);
    // a server file importing server-only is fine: it is not reachable from a client file
    write("app/page.tsx", `import "server-only";\nimport { a } from "@/components/a";\nexport default a;\n`);
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads static, side-effect, export-from and dynamic specifiers, skipping type-only ones and comments", () => {
    const source = [
      `import a from "pkg-a";`,
      `import "side-effect";`,
      `import {\n  b,\n  c,\n} from './multi';`,
      `export * from "./star";`,
      `export { d } from "./named";`,
      `import type { T } from "./types-only";`,
      `export type { U } from "./types-too";`,
      `// import "commented";`,
      `const lazy = () => import("./lazy");`,
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["pkg-a", "side-effect", "./multi", "./star", "./named", "./lazy"]);
  });

  it("resolves the alias, relative paths, extensions and index files", () => {
    const from = path.join(root, "components/a.tsx");
    expect(resolveImport(root, from, "./b")).toBe(path.join(root, "components/b.ts"));
    expect(resolveImport(root, from, "@/lib/c")).toBe(path.join(root, "lib/c.ts"));
    expect(resolveImport(root, from, "../lib/e")).toBe(path.join(root, "lib/e/index.ts"));
    expect(resolveImport(root, from, "next/link")).toBeNull();
    expect(resolveImport(root, from, "./missing")).toBeNull();
  });

  it("reports a file's imports into another folder, type-only ones too, and nothing else", () => {
    write("services/core/a.ts", `import { b } from "@/services/label/b";\nimport type { C } from "../erp-purchase/c";\nimport { d } from "./d";\nexport const a = [b, d];\n`);
    write("services/core/d.ts", `export const d = 1;\n`);
    write("services/label/b.ts", `import { d } from "@/services/core/d";\nexport const b = d;\n`);
    write("services/erp-purchase/c.ts", `export type C = number;\n`);
    expect(importsAcross(root, "services/core", /^services\/(base-data|erp-[^/]+|label)\//)).toEqual([
      "services/core/a.ts → services/label/b.ts",
      "services/core/a.ts → services/erp-purchase/c.ts",
    ]);
  });

  it("finds a directive only as the first statement", () => {
    expect(directiveOf(`/* x */\n"use client";\nimport a from "a";`)).toBe("use client");
    expect(directiveOf(`import a from "a";\n"use client";`)).toBeNull();
    expect(directiveOf(`'use server'`)).toBe("use server");
  });

  it("reports every violation with the chain that reaches it, and nothing else", () => {
    const found = findClientBoundaryViolations(root);
    const summary = found.map((v) => `${v.chain.join(" > ")} : ${v.specifier}`).sort();
    expect(summary).toEqual([
      "components/a.tsx > components/b.ts > lib/c.ts : server-only",
      "components/d.tsx > lib/e/index.ts : @/services/db",
      "components/f.tsx : @/services/db/client",
    ]);
  });

  it("fails once a clean client file gains a path to server-only", () => {
    expect(findClientBoundaryViolations(root).some((v) => v.entry === "components/ok.tsx")).toBe(false);
    write("components/loop-b.ts", `import { loop } from "./loop-a";\nimport "@/lib/c";\nexport const b = () => loop;\n`);
    const found = findClientBoundaryViolations(root).filter((v) => v.entry === "components/ok.tsx");
    expect(found.map((v) => v.chain.join(" > "))).toEqual([
      "components/ok.tsx > components/loop-a.ts > components/loop-b.ts > lib/c.ts",
    ]);
  });
});
