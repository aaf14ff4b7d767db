import type { Translate } from "@/lib/contracts/issues";
import { enumCaption, type ColumnDecl } from "@/lib/contracts/kit/list";
import { isPlainText, numberText } from "./cells";
import type { SharedStrings } from "./shared-strings";
import { textElement } from "./xlsx-parts";

/**
 * Writes one value of a column as a `<c>` element without its reference (`<c t="s"><v>3</v></c>`),
 * or "" for an empty cell. Values come as the server's text (textRows) or, without a driver, as
 * typed values.
 */
export type CellWriter = (value: unknown) => string;

/**
 * A text column shares its values while they repeat: judged on its first `trial` values, at most
 * `cap` distinct ones (a column's table entries cost ~200 bytes each while the export runs).
 */
const trial = 1000;
const cap = 1000;

export function inlineCell(text: string): string {
  return isPlainText(text) ? `<c t="inlineStr"><is><t>${text}</t></is></c>` : `<c t="inlineStr"><is>${textElement(text)}</is></c>`;
}

const sharedCell = (strings: SharedStrings, text: string) => `<c t="s"><v>${strings.add(text)}</v></c>`;

function numberWriter(): CellWriter {
  return (v) => {
    if (v === null || v === undefined || v === "") return "";
    if (typeof v === "number") return Number.isFinite(v) ? `<c><v>${v}</v></c>` : "";
    const text = String(v);
    const n = numberText(text);
    return n === null ? inlineCell(text) : `<c><v>${n}</v></c>`;
  };
}

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
 * Text, dates and times: shared while the column repeats itself (codes, names, dates of a sorted
 * list), inline once it turns out mostly distinct (numbers of orders, descriptions), so the table
 * stays small whatever the row count. Measured on 100k purchase order rows: a 2,767-entry table,
 * 27% less sheet XML and a quarter less CPU (with the deflate) than inline text.
 */
function textWriter(strings: SharedStrings): CellWriter {
  const cells = new Map<string, string>();
  let seen = 0;
  let sharing = true;
  return (v) => {
    if (v === null || v === undefined || v === "") return "";
    const text = typeof v === "string" ? v : String(v);
    if (!sharing) return inlineCell(text);
    let cell = cells.get(text);
    if (cell === undefined) {
      if (cells.size >= cap) return inlineCell(text);
      cells.set(text, (cell = sharedCell(strings, text)));
    }
    if (++seen === trial && cells.size > trial / 4) sharing = false;
    return cell;
  };
}

export function cellWriter(d: ColumnDecl, t: Translate, strings: SharedStrings): CellWriter {
  switch (d.kind) {
    case "decimal":
    case "int":
      return numberWriter();
    case "flag":
      return captionWriter((v) => t(enumCaption("yesNo", v === "t" || v === "true" ? "yes" : "no")), strings);
    case "enum":
      return captionWriter((v) => t(enumCaption(d.enumName!, v)), strings);
    default:
      return textWriter(strings);
  }
}
