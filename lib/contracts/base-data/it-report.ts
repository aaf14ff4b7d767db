import { z } from "zod/mini";
import { idParam, requiredText } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { uploadName } from "../text";
import { itReportCategories, itReportLimits, itReportUrgencies } from "./it-report-values";

export { itReportCategories, itReportLimits, itReportUrgencies };

/** IT fault report application (/manage/itblockentrance): what broke, how urgent, and its handling. */
export const itReportStatuses = ["submitted", "accepted", "resolved", "closed"] as const;
export type ItReportStatus = (typeof itReportStatuses)[number];
/** The one allowed step from each status. */
export const itReportNext: Partial<Record<ItReportStatus, ItReportStatus>> = { submitted: "accepted", accepted: "resolved", resolved: "closed" };

const fileId = z.uuid("validation.invalid");

export const itReportInput = z.object({
  category: z.enum(itReportCategories, "validation.itReport.category"),
  urgency: z.enum(itReportUrgencies, "validation.itReport.urgency"),
  description: requiredText(itReportLimits.description, "validation.itReport.description", { multiline: true }),
  contact: requiredText(200, "validation.itReport.contact", { multiline: true }),
  screenshotIds: z._default(z.array(fileId).check(z.maxLength(itReportLimits.screenshots, "validation.itReport.screenshots")), []),
});
export type ItReportInput = z.input<typeof itReportInput>;

export const itReportEvent = z.object({
  at: z.string(),
  user: z.string(),
  from: z.nullable(z.enum(itReportStatuses)),
  to: z.nullable(z.enum(itReportStatuses)),
  comment: z.string(),
});
export const itReportDetail = z.object({
  id: z.number().check(z.int()),
  category: z.enum(itReportCategories),
  urgency: z.enum(itReportUrgencies),
  description: z.string(),
  contact: z.string(),
  status: z.enum(itReportStatuses),
  reporter: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
  screenshots: z.array(z.string()),
  events: z.array(itReportEvent),
});
export type ItReportDetail = z.infer<typeof itReportDetail>;

export const itReportList = defineList({
  service: "base-data",
  path: "/it-report",
  namespace: "itReport",
  summary: "IT fault reports: a reporter's own; the whole queue for IT (admin)",
  defaultSort: "-createdAt",
  columns: {
    createdAt: col.datetime(),
    category: col.enum("itReportCategory", itReportCategories),
    urgency: col.enum("itReportUrgency", itReportUrgencies, { tones: { low: "outline", normal: "secondary", high: "warning", critical: "destructive" } }),
    status: col.enum("itReportStatus", itReportStatuses, { tones: { submitted: "warning", accepted: "secondary", resolved: "success", closed: "outline" } }),
    description: col.text({ width: 50 }),
    reporter: col.text(),
    modifiedAt: col.datetime(),
  },
  filters: { status: z.optional(z.enum(itReportStatuses, "validation.status")) },
});
export type ItReportRow = z.infer<typeof itReportList.row>;

export const itReportFilePath = (fileId: string) => `/api/base-data/it-report/file/${fileId}`;

const ops = serviceOps("base-data");
export const itReportOps = {
  uploadScreenshot: ops.post("/it-report/screenshot/upload", {
    summary: "Upload a screenshot (PNG or JPEG, ≤ 5 MB) for a fault report; raw bytes, name in ?name=",
    query: z.object({ name: uploadName("screenshot") }),
    response: z.object({ id: z.string(), url: z.string(), kind: z.string(), size: z.number().check(z.int()), name: z.string() }),
    upload: uploadSpec(["png", "jpeg"], itReportLimits.screenshotBytes),
  }),
  file: ops.get("/it-report/file/:fileId", { summary: "A fault report's screenshot, for its reporter and IT", params: z.object({ fileId }), binary: "image/*" }),
  create: ops.post("/it-report", { summary: "Report a fault (status submitted)", body: itReportInput, response: itReportDetail }),
  detail: ops.get("/it-report/:id", { summary: "One fault report with its steps and comments", params: idParam, response: itReportDetail }),
  advance: ops.post("/it-report/:id/advance", {
    summary: "IT moves a report one step (submitted → accepted → resolved → closed) with a comment",
    params: idParam,
    body: z.object({ to: z.enum(itReportStatuses, "validation.status"), comment: requiredText(itReportLimits.comment, "validation.itReport.comment", { multiline: true }) }),
    response: itReportDetail,
  }),
  comment: ops.post("/it-report/:id/comment", {
    summary: "Add a comment to an open report (reporter or IT)",
    params: idParam,
    body: z.object({ comment: requiredText(itReportLimits.comment, "validation.itReport.comment", { multiline: true }) }),
    response: itReportDetail,
  }),
};
