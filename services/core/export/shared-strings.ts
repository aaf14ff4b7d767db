import { textElement } from "./xlsx-parts";

/**
 * The workbook's shared-string table (xl/sharedStrings.xml): a cell of type `s` names an entry by
 * index, so a text repeated on many rows is written (and deflated) once. Callers keep it small: the
 * captions of enum and yes/no values, and text columns while their values repeat (see list-cells.ts).
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly items: string[] = [];

  /** The index of `text` (raw, not yet escaped), adding it when new. */
  add(text: string): number {
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.items.length;
      this.index.set(text, i);
      this.items.push(`<si>${textElement(text)}</si>`);
    }
    return i;
  }

  get size(): number {
    return this.items.length;
  }

  xml(): string {
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" uniqueCount="${this.items.length}">` +
      `${this.items.join("")}</sst>`
    );
  }
}
