import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

export interface CjkFont { path: string; family?: string }
export interface CjkFonts {
  regular: CjkFont;
  bold: CjkFont;
  /**
   * The shipped subset beside full system fonts: a text it holds every character of is set in it, since it
   * loads in a fraction of the time the 20 MB collections take (a label worker loads its fonts per task).
   */
  subset?: { regular: CjkFont; bold: CjkFont };
}

/** Noto Sans CJK from Debian's fonts-noto-cjk: every CJK character, and Latin and Vietnamese. */
const debianDir = "/usr/share/fonts/opentype/noto";
const debian = (dir: string): CjkFonts => ({
  regular: { path: `${dir}/NotoSansCJK-Regular.ttc`, family: "NotoSansCJKsc-Regular" },
  bold: { path: `${dir}/NotoSansCJK-Bold.ttc`, family: "NotoSansCJKsc-Bold" },
});
/**
 * The subset the repository ships (scripts/label-fonts/subset.py: GB 2312, the portal's own texts, Latin and
 * Vietnamese), for hosts without system fonts such as a serverless function.
 */
export const shippedFontDir = path.join(/* turbopackIgnore: true */ process.cwd(), "services/core/fonts");
const shipped = (dir: string): CjkFonts => ({
  regular: { path: `${dir}/NotoSansCJKsc-Regular.subset.otf` },
  bold: { path: `${dir}/NotoSansCJKsc-Bold.subset.otf` },
});

const present = (f: CjkFonts) => fs.existsSync(f.regular.path) && fs.existsSync(f.bold.path);

/**
 * The CJK fonts to embed: `LABEL_FONT_DIR` when set (Debian's file names), else the system's full fonts, else
 * the shipped subset; a clear error naming the package when none is there.
 */
export function cjkFonts(env = process.env): CjkFonts {
  const choices = env.LABEL_FONT_DIR ? [debian(env.LABEL_FONT_DIR)] : [debian(debianDir), shipped(shippedFontDir)];
  const found = choices.find(present);
  if (!found) throw new Error(`label PDF: CJK font missing (${choices[0]!.regular.path}); install the Debian package fonts-noto-cjk`);
  const subset = shipped(shippedFontDir);
  return found.regular.path === subset.regular.path || !present(subset) ? found : { ...found, subset };
}

/** Whether a font has a glyph for every character of a text (the answers are kept per text). */
export function coverage(font: CjkFont): (text: string) => boolean {
  const face = fontkit.openSync(font.path, font.family) as fontkit.Font;
  const seen = new Map<string, boolean>();
  return (text) => {
    let has = seen.get(text);
    if (has === undefined) {
      has = true;
      for (const ch of text) if (!face.hasGlyphForCodePoint(ch.codePointAt(0)!)) has = false;
      seen.set(text, has);
    }
    return has;
  };
}

/** The shipped subset, whatever the system has (tests and the bench prove it renders the same labels). */
export const shippedFonts = (): CjkFonts => shipped(shippedFontDir);
