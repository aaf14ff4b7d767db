import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The portal asks in its own dialogs (styled, translated, testable), never through prompt(), confirm() or alert(). */
const root = path.resolve(import.meta.dirname, "../..");
const files = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? files(rel) : /\.tsx?$/.test(e.name) ? [rel] : [];
  });

describe("no browser dialogs", () => {
  it.each(["app", "components", "lib"])("%s calls none of prompt, confirm, alert", (dir) => {
    const found = files(dir).filter((f) => /\b(?:window\.)?(?:prompt|confirm|alert)\(\s*(?:t\(|["'`])/.test(fs.readFileSync(path.join(root, f), "utf8")));
    expect(found).toEqual([]);
  });
});
