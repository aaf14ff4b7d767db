import type { Translate } from "@/lib/contracts/issues";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { ColumnDecl } from "@/lib/contracts/kit/columns";
import { isPlainText, numberText } from "./cells";
import type { SharedStrings } from "./shared-strings";
import { dateStyle, dateTimeStyle, textElement } from "./xlsx-parts";
import { dateSerial, dateTimeSerial } from "./date-cells";

/**
 * Writes one value of a column as a `<c>` element without its reference (`<c t="s"><v>3</v></c>`),
 * or "" for an empty cell. Values come as the server's text (textRows) or, without a driver, as
 * typed values.
 */
export type CellWriter = (value: unknown) => string;

/** See `memo`: a column's first `trial` values judge it; at most `cap` cells kept (~200 bytes each). */
const trial = 1000;
const cap = 1000;

export function inlineCell(text: string): string {
  return isPlainText(text) ? `<c t="inlineStr"><is><t>${text}</t></is></c>` : `<c t="inlineStr"><is>${textElement(text)}</is></c>`;
}

const sharedCell = (strings: SharedStrings, text: string) => `<c t="s"><v>${strings.add(text)}</v></c>`;

const numberCell = (text: string) => {
  const n = numberText(text);
  return n === null ? inlineCell(text) : `<c><v>${n}</v></c>`;
};

/** Enum and yes/no columns: a shared string per distinct value, its caption translated once. */
function captionWriter(caption: (v: string) => string, strings: SharedStrings): CellWriter {
  const cells = new Map<unknown, string>();
  return (v) => {
    if (v === null || v === undefined || v === "") return "";
    let cell = cells.get(v);
    if (cell === undefined) cells.set(v, (cell = sharedCell(strings, caption(String(v)))));
    return cell;
  };
}

/**
 * A column's cell of a value that repeats, made once: kept while the column repeats itself (codes,
 * names, dates of a sorted list, zero quantities), judged on its first `trial` values, at most `cap`
 * of them; mostly distinct columns (numbers of orders, descriptions, amounts) get `once` per cell.
 */
function memo(make: (text: string) => string, once: (text: string) => string): CellWriter {
  const cells = new Map<string, string>();
  let seen = 0;
  let keeping = true;
  return (v) => {
    if (v === null || v === undefined || v === "") return "";
    const text = typeof v === "string" ? v : String(v);
    if (!keeping) return once(text);
    let cell = cells.get(text);
    if (cell === undefined) {
      if (cells.size >= cap) return once(text);
      cells.set(text, (cell = make(text)));
    }
    if (++seen === trial && cells.size > trial / 4) keeping = false;
    return cell;
  };
}

/** A date or time as a styled number cell, or as text when it is not one (never lost). */
const serialCell = (serial: number | null, style: number, text: string) => (serial === null ? inlineCell(text) : `<c s="${style}"><v>${serial}</v></c>`);

/**
 * `timeZone`: the company's, in which timestamps are written (their wall-clock time). `labels`: a
 * dictionary column's code → label in the reader's language (an unknown code is written as itself).
 */
export function cellWriter(d: ColumnDecl, t: Translate, strings: SharedStrings, timeZone: string, labels?: ReadonlyMap<string, string>): CellWriter {
  if (labels) return captionWriter((v) => labels.get(v) ?? v, strings);
  switch (d.kind) {
    case "date": {
      const cell = (text: string) => serialCell(dateSerial(text), dateStyle, text);
      return memo(cell, cell);
    }
    case "datetime": {
      const cell = (text: string) => serialCell(dateTimeSerial(text, timeZone), dateTimeStyle, text);
      return memo(cell, cell);
    }
    case "decimal":
    case "int":
      return memo(numberCell, numberCell);
    case "flag":
      return captionWriter((v) => t(enumCaption("yesNo", v === "t" || v === "true" ? "yes" : "no")), strings);
    case "enum":
      return captionWriter((v) => t(enumCaption(d.enumName!, v)), strings);
    default:
      // Text: measured on 100k purchase order rows, a 2,767-entry table and 27% less
      // sheet XML and a quarter less CPU (with the deflate) than inline text.
      return memo((text) => sharedCell(strings, text), inlineCell);
  }
}
