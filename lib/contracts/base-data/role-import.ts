import { z } from "zod/mini";
import { idParam } from "../common";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { uploadName } from "../text";

/** Users imported into a role from a workbook (.xlsx, or a legacy .xls): at most 10 MB. */
export const roleImportBytes = 10 * 1024 * 1024;
export const roleImportOutcomes = ["added", "already", "unknown", "bad"] as const;
export type RoleImportOutcome = (typeof roleImportOutcomes)[number];

export const roleImportRow = z.object({
  /** The row's number in the sheet, as the user sees it (the header is row 1). */
  row: z.number().check(z.int()),
  userNo: z.string(),
  outcome: z.enum(roleImportOutcomes),
  /** Why a row is bad, in the caller's language; empty otherwise. */
  reason: z.string(),
});
export type RoleImportRow = z.infer<typeof roleImportRow>;

export const roleImportReport = z.object({
  added: z.number().check(z.int()),
  already: z.number().check(z.int()),
  unknown: z.number().check(z.int()),
  bad: z.number().check(z.int()),
  rows: z.array(roleImportRow),
});
export type RoleImportReport = z.infer<typeof roleImportReport>;

const ops = serviceOps("base-data");
export const roleImportOps = {
  importUsers: ops.post("/menu-role/role/:id/users/upload", {
    summary: "Add users to a role from the first sheet of an .xlsx or .xls (work numbers under a header; ≤ 10 MB, zip bombs refused, parsed off the event loop); answers a report per row: added, already there, unknown user, bad row",
    params: idParam,
    query: z.object({ name: uploadName("users.xlsx") }),
    response: roleImportReport,
    upload: uploadSpec(["xlsx", "xls"], roleImportBytes),
  }),
  template: ops.get("/menu-role/role/import-template", { summary: "The import template: an .xlsx with the work number and name columns", binary: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
};
