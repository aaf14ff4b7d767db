import { z } from "zod/mini";
import { queryBool } from "../common";
import { uploadName } from "../text";

/** The Excel round trips (order confirmations, ship notices): a template downloaded, filled and uploaded (at most 10 MB). */
export const workbookBytes = 10 * 1024 * 1024;
/** `valid`: the row is right but was not applied (another row is bad, or a sibling row held its document back). */
export const workbookOutcomes = ["applied", "valid", "bad", "skipped"] as const;
export type WorkbookOutcome = (typeof workbookOutcomes)[number];
export const workbookRow = z.object({
  row: z.number().check(z.int(), z.describe("the row's number in the sheet, as the user sees it (the header is row 1)")),
  pono: z.string(),
  lineNo: z.string(),
  outcome: z.enum(workbookOutcomes),
  reason: z.string().check(z.describe("why a row is bad, in the screen's words and the caller's language; empty otherwise")),
});
export type WorkbookRow = z.infer<typeof workbookRow>;
export const workbookReport = z.object({
  applied: z.boolean().check(z.describe("false: nothing was applied because a row is bad and applyValid was not asked")),
  documents: z.number().check(z.int(), z.describe("documents written (orders confirmed, notices created), one audit row each")),
  rows: z.number().check(z.int(), z.describe("rows applied")),
  bad: z.number().check(z.int()),
  report: z.array(workbookRow),
});
export type WorkbookReport = z.infer<typeof workbookReport>;
export const workbookUploadQuery = (fallbackName: string) => z.object({
  name: uploadName(fallbackName),
  applyValid: z.optional(queryBool),
});
