import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/class-merge";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/input";

const root = path.resolve(import.meta.dirname, "../..");

/** Every class-like token written in a string literal of the app's code (class lists, cn() arguments, variants). */
function classesInCode(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      // lib/server holds the Node server's own modules (headers, addresses): no markup, and a CSP's `object-src` is no class
      if (e.isDirectory()) {
        if (p !== path.join(root, "lib/server")) walk(p);
      }
      else if (/\.tsx?$/.test(e.name) && p !== path.join(root, "lib/class-merge.ts")) files.push(p);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(path.join(root, dir));
  const tokens = new Set<string>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      const words = (m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " ").split(/\s+/).filter(Boolean);
      if (words.length === 0 || !words.every((w) => /^[!a-z0-9\-[\]&_:/%()*'=,#>+~@.]+$/.test(w))) continue;
      for (const w of words) tokens.add(w);
    }
  }
  return [...tokens];
}

/** The variants of a class, in the order tailwind-merge compares them (it sorts plain variants). */
function variantKey(token: string): string {
  const parts = token.split(/:(?![^[]*\])/);
  const base = parts.pop()!;
  return parts.sort().join(":") + (/^!|!$/.test(base) ? "!" : "");
}

describe("cn()'s class merge", () => {
  const tokens = classesInCode();
  const tailwind = tokens.filter((t) => twMerge(`${t} ${t}`) === t);

  it("knows the same Tailwind classes tailwind-merge knows, among the code's classes", () => {
    expect(tailwind.length).toBeGreaterThan(500);
    const differ = tokens.filter((t) => mergeClasses(`${t} ${t}`) !== twMerge(`${t} ${t}`));
    expect(differ).toEqual([]);
  });

  it("resolves every pair of the code's classes like tailwind-merge", () => {
    const byVariant = new Map<string, string[]>();
    for (const t of tailwind) {
      const key = variantKey(t);
      byVariant.set(key, [...(byVariant.get(key) ?? []), t]);
    }
    const differ: string[] = [];
    let conflicts = 0;
    for (const group of byVariant.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          const expected = twMerge(`${a} ${b}`);
          if (expected !== `${a} ${b}`) conflicts++;
          const got = mergeClasses(`${a} ${b}`);
          if (got !== expected) differ.push(`${a} ${b}: ${got} (tailwind-merge: ${expected})`);
        }
      }
    }
    expect(conflicts).toBeGreaterThan(1000);
    expect(differ).toEqual([]);
  });

  it("lets a component's caller override its base classes", () => {
    expect(buttonVariants({ size: "sm", className: "h-8 px-2" })).not.toMatch(/h-\[calc|px-\[calc/);
    expect(buttonVariants({ variant: "link" })).toContain("h-auto px-0");
    expect(buttonVariants({ variant: "link" })).not.toContain("h-[var(--control-h)]");
    expect(cn(inputClassName, "h-8 text-xs")).not.toMatch(/h-\[var|text-\[length/);
    expect(cn(inputClassName, "text-destructive")).toContain("text-[length:var(--control-text)]");
    expect(cn("p-2 text-sm", false, undefined, "px-4 text-red-700")).toBe("p-2 text-sm px-4 text-red-700");
    expect(cn("px-4 border border-input", "p-2 border-0 border-destructive")).toBe("p-2 border-0 border-destructive");
  });
});
