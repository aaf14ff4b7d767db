import type { VectorBarcode } from "./barcode-vector";

/**
 * Code 128 symbol patterns by value (0–106): widths in modules of bar, space, bar, space, bar, space
 * (the stop adds a final bar). Each symbol is 11 modules, the stop 13.
 */
const patterns = (
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 " +
  "123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 " +
  "232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 " +
  "313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 " +
  "111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 " +
  "111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 " +
  "114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112"
).split(" ");

const codeA = 101;
const codeB = 100;
const codeC = 99;
const start = { A: 103, B: 104, C: 105 } as const;
const stop = 106;
type CodeSet = keyof typeof start;

const isDigit = (c: number) => c >= 48 && c <= 57;
const digitRun = (s: string, from: number) => {
  let n = 0;
  while (from + n < s.length && isDigit(s.charCodeAt(from + n))) n++;
  return n;
};
/** Set A carries control characters, set B lower case: the set the character at `i` needs, or the one held. */
const textSet = (s: string, i: number, held: CodeSet): "A" | "B" => {
  for (let j = i; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c < 32) return "A";
    if (c >= 96) return "B";
  }
  return held === "A" ? "A" : "B";
};
const textValue = (c: number, set: "A" | "B") => (set === "A" && c < 32 ? c + 64 : c - 32);

/**
 * The symbol values of `text` (ASCII 0–127) with the usual shortest choice of code sets: set C for runs of
 * at least four digits (a whole text of an even number of digits starts in C), A or B for the rest.
 */
export function code128Values(text: string): number[] {
  if (!text) throw new Error("code128: empty text");
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) throw new Error("code128: text is not ASCII");
  const values: number[] = [];
  const leading = digitRun(text, 0);
  let set: CodeSet = leading >= 4 || (leading === text.length && leading % 2 === 0) ? "C" : textSet(text, 0, "B");
  values.push(start[set]);
  let i = 0;
  while (i < text.length) {
    if (set === "C") {
      if (digitRun(text, i) >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      set = textSet(text, i, "B");
      values.push(set === "A" ? codeA : codeB);
    }
    const run = digitRun(text, i);
    if (run >= 4) {
      if (run % 2 === 1) {
        values.push(textValue(text.charCodeAt(i), set));
        i++;
      }
      set = "C";
      values.push(codeC);
      continue;
    }
    const c = text.charCodeAt(i);
    const need = c < 32 ? "A" : c >= 96 ? "B" : set;
    if (need !== set) {
      set = need;
      values.push(need === "A" ? codeA : codeB);
    }
    values.push(textValue(c, set as "A" | "B"));
    i++;
  }
  const check = values.reduce((sum, v, k) => sum + v * Math.max(k, 1), 0) % 103;
  values.push(check, stop);
  return values;
}

/** Code 128 as bars in module units, 10 high: what the PDF draws, without an encoder's SVG round trip. */
export function code128Bars(text: string): VectorBarcode {
  const rects: number[] = [];
  let x = 0;
  for (const v of code128Values(text)) {
    const widths = patterns[v]!;
    for (let k = 0; k < widths.length; k++) {
      const w = widths.charCodeAt(k) - 48;
      if (k % 2 === 0) rects.push(x, 0, w, 10);
      x += w;
    }
  }
  return { width: x, height: 10, rects, paths: [] };
}
