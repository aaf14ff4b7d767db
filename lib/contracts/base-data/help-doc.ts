import { z } from "zod/mini";
import { filterText, idParam, requiredText, text } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { helpDocDownloadPath, helpDocFilePath, helpDocKinds, helpDocLimits, previewable } from "./help-doc-values";

export { helpDocDownloadPath, helpDocFilePath, helpDocKinds, helpDocLimits, previewable };

/** Help: the service desk's channels shown on every dashboard (docs/requirements.md §1), kept by admins. */
export const helpChannelsInput = z.object({
  email: z.pipe(z.string("validation.helpDoc.email").check(z.trim(), z.maxLength(120, "validation.tooLong")), z.email("validation.helpDoc.email")),
  phone: requiredText(40, "validation.helpDoc.phone").check(z.regex(/^$|^\+?[\d\s()\-./]{3,40}$/, "validation.helpDoc.phone")),
});
export type HelpChannelsInput = z.input<typeof helpChannelsInput>;

export const helpChannels = z.object({
  email: z.string(),
  phone: z.string(),
  /** Who changed them last and when; null while the deployment's defaults (SERVICE_EMAIL/PHONE) apply. */
  modifiedBy: z.nullable(z.string()),
  modifiedAt: z.nullable(z.string()),
});
export type HelpChannels = z.infer<typeof helpChannels>;

const ops = serviceOps("base-data");

export const helpDocOps = {
  channels: ops.get("/help-doc/channels", { summary: "The service desk's e-mail and phone, for every signed-in user", response: helpChannels }),
  saveChannels: ops.put("/help-doc/channels", { summary: "Change the service desk's e-mail and phone (admin)", body: helpChannelsInput, response: helpChannels }),
};

/** A document's title and description, sent as the upload's query (the body is the file's bytes). */
export const helpDocInput = z.object({
  title: requiredText(helpDocLimits.title, "validation.helpDoc.title"),
  description: z._default(text(helpDocLimits.description, { multiline: true }), ""),
});
export type HelpDocInput = z.input<typeof helpDocInput>;

/** The portal's help documents, for every signed-in user (suppliers included). */
export const helpDocumentList = defineList({
  service: "base-data",
  path: "/help-doc/document",
  namespace: "helpDoc",
  summary: "Help documents for every signed-in user: title, description, kind, size and which one is the operation manual",
  defaultSort: "-createdAt",
  columns: {
    title: col.text({ width: 40 }),
    description: col.text({ width: 60, sortable: false }),
    kind: col.enum("helpDocKind", helpDocKinds),
    sizeKb: col.int({ width: 12 }),
    manual: col.flag(),
    scripted: col.flag({ internal: true }),
    creator: col.text(),
    createdAt: col.datetime(),
  },
  filters: { q: filterText(100) },
});
export type HelpDocumentRow = z.infer<typeof helpDocumentList.row>;

export const helpManual = z.nullable(z.object({ id: z.number().check(z.int()), title: z.string(), kind: z.enum(helpDocKinds), scripted: z.boolean() }));
export type HelpManual = z.infer<typeof helpManual>;

export const helpDocumentOps = {
  upload: ops.post("/help-doc/document/upload", {
    summary: "Upload a help document (PDF, DOCX, XLSX, PNG or JPEG, ≤ 20 MB; admin); raw bytes, title and description in the query",
    query: helpDocInput,
    response: helpDocumentList.row,
    upload: uploadSpec(helpDocKinds, helpDocLimits.bytes),
  }),
  manual: ops.get("/help-doc/manual", { summary: "The document marked as the operation manual, or null", response: helpManual }),
  file: ops.get("/help-doc/document/:id/file", { summary: "A help document inline, for the page's preview", params: idParam, binary: "application/octet-stream" }),
  download: ops.get("/help-doc/document/:id/download", { summary: "A help document as an attachment", params: idParam, binary: "application/octet-stream" }),
  markManual: ops.post("/help-doc/document/:id/manual", { summary: "Mark a document as the operation manual (admin); the previous one stops being it", params: idParam, response: helpDocumentList.row }),
  remove: ops.delete("/help-doc/document/:id", { summary: "Delete a help document and its file (admin)", params: idParam }),
};
