import { columnLetters, escapeFormula, xmlText } from "./cells";

/** The fixed parts of a one-sheet .xlsx package (ECMA-376 SpreadsheetML) with a shared-string table. */
const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const pkgRel = "http://schemas.openxmlformats.org/package/2006/relationships";
const ct = "application/vnd.openxmlformats-officedocument.spreadsheetml";

export const contentTypesXml =
  `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${ct}.styles+xml"/>` +
  `<Override PartName="/xl/sharedStrings.xml" ContentType="${ct}.sharedStrings+xml"/>` +
  "</Types>";

export const rootRelsXml =
  `${head}<Relationships xmlns="${pkgRel}">` +
  `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export const workbookRelsXml =
  `${head}<Relationships xmlns="${pkgRel}">` +
  `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** Cell styles of stylesXml: `s="1"` a date, `s="2"` a date and time (minutes). */
export const dateStyle = 1;
export const dateTimeStyle = 2;

export const stylesXml =
  `${head}<styleSheet xmlns="${main}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** Excel's rules for a sheet name: 1–31 characters, none of []:*?/\ and no leading or trailing apostrophe. */
export function sheetName(name: string): string {
  const clean = name.replace(/[[\]:*?/\\]/g, "_").replace(/^'+|'+$/g, "").slice(0, 31);
  return clean || "Sheet1";
}

export function workbookXml(name: string): string {
  return (
    `${head}<workbook xmlns="${main}" xmlns:r="${rel}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

/** Text as the content of a `<t>`, with the formula guard, and whether it needs xml:space="preserve". */
export function textElement(value: string): string {
  const text = xmlText(escapeFormula(value));
  const edge = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;
  return edge ? `<t xml:space="preserve">${text}</t>` : `<t>${text}</t>`;
}

/** The sheet up to and including the header row (frozen), with the column widths; body rows follow. */
export function sheetHead(columns: ReadonlyArray<{ header: string; width?: number }>): string {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 14}" customWidth="1"/>`).join("");
  const letters = columnLetters(columns.length);
  const header = columns.map((c, i) => `<c r="${letters[i]}1" t="inlineStr"><is>${textElement(c.header)}</is></c>`).join("");
  return (
    `${head}<worksheet xmlns="${main}" xmlns:r="${rel}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
    `${cols ? `<cols>${cols}</cols>` : ""}<sheetData><row r="1">${header}</row>`
  );
}

export const sheetTail = "</sheetData></worksheet>";
