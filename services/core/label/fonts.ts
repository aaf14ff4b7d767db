import fs from "node:fs";

/** Noto Sans CJK (Debian fonts-noto-cjk): one font for Chinese, Japanese, Latin and Vietnamese text. */
const candidates = [
  ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
  ["/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", "NotoSansCJKsc-Bold"],
] as const;

export interface CjkFonts { regular: { path: string; family: string }; bold: { path: string; family: string } }

/** The CJK fonts to embed, or a clear error naming the package to install. */
export function cjkFonts(env = process.env): CjkFonts {
  const dir = env.LABEL_FONT_DIR;
  const [regular, bold] = candidates.map(([p, family]) => ({ path: dir ? `${dir}/${p.split("/").pop()}` : p, family }));
  const missing = [regular!, bold!].filter((f) => !fs.existsSync(f.path)).map((f) => f.path);
  if (missing.length) throw new Error(`label PDF: CJK font missing (${missing.join(", ")}); install the Debian package fonts-noto-cjk`);
  return { regular: regular!, bold: bold! };
}
