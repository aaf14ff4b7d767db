import type { FileKind } from "@/lib/contracts/kit/upload";
import { markupGuard } from "./markup";
import { textGuard } from "./sniff";
import { structureGuard, type Guard } from "./structure";
import { svgGuard } from "./svg";

/**
 * Every check of a file's content, fed each chunk as it streams to storage, for the kind its first bytes
 * declared: an SVG is read against its allow-list, an XML must be whole UTF-8 text, and any other kind must
 * hold no markup anywhere and, where it has one, follow its container structure from start to end.
 */
export function contentGuard(kind: FileKind): Guard {
  const structure = structureGuard(kind);
  const guards: Guard[] = kind === "svg" ? [svgGuard()] : kind === "xml" ? [textGuard()] : [markupGuard(), ...(structure ? [structure] : [])];
  return {
    push: (chunk) => guards.every((g) => g.push(chunk)),
    end: () => guards.every((g) => g.end()),
  };
}
