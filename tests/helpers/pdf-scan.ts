import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function inTempDir<T>(pdf: Uint8Array, work: (dir: string, file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-scan-"));
  try {
    const file = path.join(dir, "l.pdf");
    fs.writeFileSync(file, pdf);
    return work(dir, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** pdftoppm at 300 dpi, then zbarimg on every page: the decoded values of each page, sorted, in page order. */
export const decodePdf = (pdf: Uint8Array): string[][] =>
  inTempDir(pdf, (dir, file) => {
    execFileSync("pdftoppm", ["-r", "300", "-png", file, path.join(dir, "p")]);
    const pages = fs.readdirSync(dir).filter((f) => f.endsWith(".png")).sort();
    return pages.map((p) => {
      const out = execFileSync("zbarimg", ["-q", "--raw", path.join(dir, p)], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
      return out.split("\n").filter(Boolean).sort();
    });
  });

/** The PDF's text (pdftotext) and its embedded fonts (pdffonts' name column). */
export const pdfTextAndFonts = (pdf: Uint8Array) =>
  inTempDir(pdf, (_dir, file) => ({
    text: execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }),
    fonts: execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2).map((l) => l.split(/\s+/)[0]!).filter(Boolean),
  }));
