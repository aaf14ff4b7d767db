import { z } from "zod/mini";

/**
 * The smallest shared schemas, apart from common.ts so that a form reading only these (the profile, the
 * password) does not load the decimal, date and list schemas with them. common.ts re-exports them.
 */

/** Largest id any table holds (integer identity columns). */
export const maxId = 2_147_483_647;

/**
 * Characters a text field drops: the bidirectional embeddings, overrides, isolates and marks (U+202E turns
 * "gnp.exe" around on screen) and the zero-width characters, which make two equal-looking values differ.
 */
const invisible = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
/** Control characters (C0, DEL, C1; NUL is refused by PostgreSQL too). Multi-line text keeps \n and \t. */
const controlChars = /\p{Cc}/u;
const controlCharsButLines = /[^\P{Cc}\n\t]/u;

/** Every text field's form: NFC, no invisible characters, CRLF as LF. */
export function cleanText(value: string): string {
  return value.replace(invisible, "").replace(/\r\n?/g, "\n").normalize("NFC");
}

export interface TextOptions {
  /** A textarea (a remark, a reason, a description): line breaks and tabs are kept. */
  multiline?: boolean;
}

const noControls = (o: TextOptions) =>
  z.refine<string>((v) => !(o.multiline ? controlCharsButLines : controlChars).test(v), "validation.controlChars");

/**
 * The base of every string a caller sends (text, codes, numbers typed as text): cleaned (cleanText), trimmed,
 * without control characters. A field adds its own bounds and pattern, which then see the cleaned value.
 */
export const cleanString = (message = "validation.invalidType", o: TextOptions = {}) =>
  z.string(message).check(z.overwrite(cleanText), z.trim(), noControls(o));

/** Free text, bounded. Every text a caller sends goes through this, requiredText or cleanString. */
export const text = (max: number, o: TextOptions = {}) => cleanString(undefined, o).check(z.maxLength(max, "validation.tooLong"));
export const requiredText = (max: number, message: string, o: TextOptions = {}) =>
  cleanString(message, o).check(z.minLength(1, message), z.maxLength(max, "validation.tooLong"));

/**
 * An upload's file name, sent as the `name` query (the body is the file's bytes): text like any other, so a
 * bidi override cannot show "\u202egnp.exe" as "exe.png". Not in kit/upload, which client code reads without zod.
 */
export const uploadName = (fallback: string) => z._default(text(200), fallback);
