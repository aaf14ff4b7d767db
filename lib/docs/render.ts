import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { marked } from "marked";
import { sanitizeHtml } from "@/lib/html/sanitize";
import type { Locale } from "@/lib/i18n/locales";
import type { GuideChapter } from "./chapters";

const root = path.join(process.cwd(), "docs/guide");

/**
 * A user guide page written as Markdown in the repo (docs/guide/<locale>/<name>.md; every language has
 * every page, tests/unit/docs-guide.test.ts), rendered on the server through the same allowlist as notice bodies.
 */
export type GuideName = "modules" | "getting-started" | "documentation" | `modules/${GuideChapter}`;

export async function renderGuide(name: GuideName, locale: Locale): Promise<string> {
  const md = await fs.readFile(path.join(root, locale, `${name}.md`), "utf8");
  return sanitizeHtml(await marked.parse(md, { gfm: true }), { ownMedia: (src) => src.startsWith("/guide-images/") });
}
