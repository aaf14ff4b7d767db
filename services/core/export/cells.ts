/** A cell of an export: text (escaped), a number, or empty. */
export type Cell = string | number | boolean | null | undefined;

const formulaLead = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would read as a formula gets a leading apostrophe (OWASP CSV/XLSX injection). */
export function escapeFormula(value: string): string {
  return formulaLead.test(value) ? `'${value}` : value;
}

const notExact = -1;
const allZero = -2;

/**
 * Scans a decimal string once: `notExact` when it is not a plain decimal or a double cannot hold it
 * exactly (more than 15 significant digits), `allZero` for a zero, else the index of its dot (its
 * length when it has none). A plain loop: it runs for every cell.
 */
function scanDecimal(value: string): number {
  let first = -1;
  let last = -1;
  let digits = 0;
  let dot = -1;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 46 && dot < 0) dot = i;
    else if (c >= 48 && c <= 57) {
      digits++;
      if (c !== 48) {
        if (first < 0) first = digits;
        last = digits;
      }
    } else if (!(c === 45 && i === 0)) return notExact;
  }
  if (digits === 0) return notExact;
  if (first < 0) return allZero;
  if (last - first >= 15) return notExact;
  return dot < 0 ? value.length : dot;
}

/** A decimal string as a number when a double holds it exactly, else as text, so an export never changes a quantity or an amount. */
export function decimalCell(value: string | null | undefined): Cell {
  if (value === null || value === undefined || value === "") return null;
  return scanDecimal(value) === notExact ? value : Number(value);
}

/**
 * A decimal string as the text of a number cell when a double holds it exactly, without the fraction's
 * trailing zeros; null when it must stay text (see decimalCell).
 */
export function numberText(value: string): string | null {
  const dot = scanDecimal(value);
  if (dot === notExact) return null;
  if (dot === allZero) return "0";
  if (dot === value.length) return value;
  let end = value.length;
  while (value.charCodeAt(end - 1) === 48) end--;
  if (end - 1 === dot) end--;
  return end === value.length ? value : value.slice(0, end);
}

const xmlSpecial = /[<>&"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const xmlSpecialAll = /[<>&"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const entity: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" };

/** XML text; characters XML 1.0 cannot hold are dropped. */
export function xmlText(value: string): string {
  return xmlSpecial.test(value) ? value.replace(xmlSpecialAll, (c) => entity[c] ?? "") : value;
}

export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let n = i + 1;
    let s = "";
    while (n > 0) {
      const r = (n - 1) % 26;
      s = String.fromCharCode(65 + r) + s;
      n = Math.floor((n - 1) / 26);
    }
    return s;
  });
}

/** Text that needs no escaping, no formula guard and no xml:space goes out as it is. */
const needsWork = /[<>&"\u0000-\u001f\ufffe\uffff]|^[=+\-@ ]| $/;

/** Whether text goes into a cell as it is: nothing to escape or guard, no edge spaces to preserve. */
export function isPlainText(value: string): boolean {
  return !needsWork.test(value);
}

/**
 * One `<row>` of SpreadsheetML; strings are inline (no shared-string table held in memory). A cell
 * carries its reference only after a gap: readers place an unreferenced cell right after the previous
 * one, and a third less XML is a third less to deflate.
 */
export function rowXml(rowNumber: number, letters: readonly string[], cells: readonly Cell[]): string {
  let xml = `<row r="${rowNumber}">`;
  let gap = true;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (v === null || v === undefined || v === "" || (typeof v === "number" && !Number.isFinite(v))) {
      gap = true;
      continue;
    }
    const ref = gap ? ` r="${letters[i]}${rowNumber}"` : "";
    gap = false;
    if (typeof v === "number") {
      xml += `<c${ref}><v>${v}</v></c>`;
    } else if (typeof v === "boolean") {
      xml += `<c${ref} t="b"><v>${v ? 1 : 0}</v></c>`;
    } else if (!needsWork.test(v)) {
      xml += `<c${ref} t="inlineStr"><is><t>${v}</t></is></c>`;
    } else {
      const text = xmlText(escapeFormula(v));
      const space = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32 ? ' xml:space="preserve"' : "";
      xml += `<c${ref} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}
