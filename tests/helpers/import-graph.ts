import fs from "node:fs";
import path from "node:path";

/**
 * A small import-graph walker for the client boundary check: which server-only code can a "use client"
 * file reach? Specifiers are read with regular expressions (static import, export … from, side-effect
 * import, dynamic import()); "@/…" resolves to the repository root, relative paths to the file's folder.
 */

export interface Violation {
  entry: string;
  file: string;
  specifier: string;
  /** entry → … → file, repository-relative. */
  chain: string[];
}

const sourceExtensions = [".ts", ".tsx"];
const skippedDirs = new Set(["node_modules", ".next", ".git", "data", "test-results", "coverage"]);

/** Blanks out comments, leaving strings intact (a "/*" inside a glob string is not a comment). */
function stripComments(source: string): string {
  let out = "";
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quote) {
      out += ch;
      if (ch === "\\") out += source[++i] ?? "";
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'" || ch === "`") {
      quote = ch;
      out += ch;
    } else if (ch === "/" && source[i + 1] === "/") {
      while (i < source.length && source[i] !== "\n") i++;
      out += "\n";
    } else if (ch === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? source.length : end + 1;
      out += " ";
    } else {
      out += ch;
    }
  }
  return out;
}

/** The leading directive ("use client" / "use server"), if the file's first statement is one. */
export function directiveOf(source: string): string | null {
  const m = /^\s*(["'])(use client|use server)\1\s*;?/.exec(stripComments(source));
  return m?.[2] ?? null;
}

/** Module specifiers a file loads at run time (`import type` / `export type` are erased, so skipped unless `types`). */
export function importSpecifiers(source: string, { types = false }: { types?: boolean } = {}): string[] {
  const code = stripComments(source);
  const found: string[] = [];
  const staticForm = /(?:^|[;\s])(import|export)\s+(type\s+)?(?:[^'"`;]*?\s*from\s*)?(["'])([^"']+)\3/g;
  for (const m of code.matchAll(staticForm)) {
    if (types || !m[2]) found.push(m[4]!);
  }
  for (const m of code.matchAll(/\bimport\s*\(\s*(["'])([^"']+)\1\s*\)/g)) found.push(m[2]!);
  return found;
}

function asSourceFile(candidate: string): string | null {
  const tries = [
    candidate,
    ...sourceExtensions.map((ext) => candidate + ext),
    ...sourceExtensions.map((ext) => path.join(candidate, `index${ext}`)),
  ];
  for (const file of tries) {
    if (sourceExtensions.includes(path.extname(file)) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The absolute source file a specifier names, or null for a package or a non-source file. */
export function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return asSourceFile(path.join(root, specifier.slice(2)));
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return asSourceFile(path.resolve(path.dirname(fromFile), specifier));
  }
  return null;
}

/** Every .ts/.tsx file under root, skipping build output, dependencies and data. */
export function sourceFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) out.push(...sourceFiles(root, path.join(dir, entry.name)));
    } else if (sourceExtensions.includes(path.extname(entry.name)) && !entry.name.endsWith(".d.ts")) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** Why a specifier may not be reachable from the browser, or null when it may. */
function forbidden(root: string, specifier: string, resolved: string | null): boolean {
  if (specifier === "server-only") return true;
  if (specifier === "@/services/db" || specifier.startsWith("@/services/db/")) return true;
  const dbDir = path.join(root, "services", "db") + path.sep;
  return resolved !== null && (resolved + path.sep).startsWith(dbDir);
}

/**
 * Walks the graph from every "use client" file (breadth first, so each chain is a shortest one) and reports
 * each reachable import of "server-only" or services/db. A "use server" module is a boundary: the client
 * bundle gets only references to its actions, never its code.
 */
export function findClientBoundaryViolations(root: string, files = sourceFiles(root)): Violation[] {
  const read = (file: string) => fs.readFileSync(file, "utf8");
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const violations: Violation[] = [];
  for (const entry of files) {
    if (directiveOf(read(entry)) !== "use client") continue;
    const parent = new Map<string, string | null>([[entry, null]]);
    const queue = [entry];
    const chainTo = (file: string) => {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = parent.get(at)) chain.unshift(rel(at));
      return chain;
    };
    while (queue.length > 0) {
      const file = queue.shift()!;
      const source = read(file);
      if (file !== entry && directiveOf(source) === "use server") continue;
      for (const specifier of importSpecifiers(source)) {
        const resolved = resolveImport(root, file, specifier);
        if (forbidden(root, specifier, resolved)) {
          violations.push({ entry: rel(entry), file: rel(file), specifier, chain: chainTo(file) });
        } else if (resolved && !parent.has(resolved)) {
          parent.set(resolved, file);
          queue.push(resolved);
        }
      }
    }
  }
  return violations;
}

/**
 * Every direct import (type-only ones too) from a file under `from` of a file whose path matches `into`, as
 * "file → imported file", paths relative to root with "/".
 */
export function importsAcross(root: string, from: string, into: RegExp): string[] {
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  return sourceFiles(root).filter((f) => rel(f).startsWith(`${from}/`)).flatMap((f) =>
    importSpecifiers(fs.readFileSync(f, "utf8"), { types: true }).map((s) => resolveImport(root, f, s)).filter((r): r is string => r !== null)
      .filter((r) => into.test(rel(r))).map((r) => `${rel(f)} → ${rel(r)}`));
}
