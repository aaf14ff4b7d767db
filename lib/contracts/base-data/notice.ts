import { z } from "zod/mini";
import { filterText, id, idParam, inBusinessDates, requiredText, text } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { uploadName } from "../text";
import { noticeLevels, noticeRanges, noticeStatuses, noticeTemplates, type NoticeLevel, type NoticeStatus } from "./notice-values";

export { noticeLevels, noticeRanges, noticeStatuses, noticeTemplates, type NoticeLevel, type NoticeStatus };

export const noticeLimits = { title: 200, body: 200_000, receivers: 500, imageBytes: 5 * 1024 * 1024, videoBytes: 100 * 1024 * 1024 };

const instant = z.iso.datetime({ offset: true, message: "validation.notice.dateTime" }).check(inBusinessDates());
const fileId = z.uuid("validation.invalid");

/** What an editor sends; the body is HTML the server sanitises before it is stored. */
export const noticeInput = z.object({
    title: requiredText(noticeLimits.title, "validation.notice.title"),
    level: z.enum(noticeLevels, "validation.notice.level"),
    template: z.enum(noticeTemplates, "validation.notice.template"),
    startsAt: instant,
    endsAt: instant,
    supplierIds: z._default(z.array(id).check(z.maxLength(noticeLimits.receivers, "validation.tooLong")), []),
    body: z._default(text(noticeLimits.body, { multiline: true }), ""),
    videoFileId: z._default(z.nullable(fileId), null),
  }).check(z.superRefine((v, ctx) => {
    if (Date.parse(v.endsAt) <= Date.parse(v.startsAt)) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "validation.notice.endBeforeStart" });
    if (v.videoFileId && v.template !== "multimedia") ctx.addIssue({ code: "custom", path: ["videoFileId"], message: "validation.notice.videoTemplate" });
  }));
export type NoticeInput = z.input<typeof noticeInput>;

export const noticeReceiver = z.object({ id: z.number().check(z.int()), venNo: z.string(), name: z.string() });
export type NoticeReceiver = z.infer<typeof noticeReceiver>;

export const noticeDetail = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  level: z.enum(noticeLevels),
  template: z.enum(noticeTemplates),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(noticeStatuses),
  body: z.string(),
  videoFileId: z.nullable(z.string()),
  receivers: z.array(noticeReceiver),
  creator: z.string(),
  createdAt: z.string(),
  modifier: z.nullable(z.string()),
  modifiedAt: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** One notice as its reader sees it, with the reader's own read and confirmation times. */
export const noticeView = z.extend(z.omit(noticeDetail, { receivers: true, status: true }), {
  readAt: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
});
export type NoticeView = z.infer<typeof noticeView>;

/** Notice management: every notice of the caller's companies (admins: all), any status. */
export const noticeList = defineList({
  service: "base-data",
  path: "/notice",
  namespace: "notice",
  summary: "Notices of the caller's companies for their editors: title, level, window, status and read counts",
  defaultSort: "-startsAt",
  columns: {
    title: col.text({ width: 40 }),
    level: col.enum("noticeLevel", noticeLevels, { tones: { ordinary: "outline", important: "warning", critical: "destructive" } }),
    template: col.enum("noticeTemplate", noticeTemplates),
    status: col.enum("noticeValidity", noticeStatuses, { tones: { valid: "success", invalid: "secondary" } }),
    startsAt: col.datetime(),
    endsAt: col.datetime(),
    receiverCount: col.int(),
    confirmedCount: col.int(),
    creator: col.text(),
    modifiedAt: col.datetime(),
  },
  filters: {
    title: filterText(100),
    status: z.optional(z.enum(noticeStatuses, "validation.status")),
    level: z.optional(z.enum(noticeLevels, "validation.status")),
  },
});
export type NoticeRow = z.infer<typeof noticeList.row>;

/** The notices a user may read (valid, inside their window, addressed to them): /manage/morenotice. */
export const noticeBoard = defineList({
  service: "base-data",
  path: "/notice/board",
  namespace: "notice",
  summary: "The notices the caller may read now (valid, inside their window, addressed to the caller)",
  defaultSort: "-startsAt",
  columns: {
    title: col.text({ width: 40 }),
    level: col.enum("noticeLevel", noticeLevels, { tones: { ordinary: "outline", important: "warning", critical: "destructive" } }),
    startsAt: col.datetime(),
    endsAt: col.datetime(),
    template: col.enum("noticeTemplate", noticeTemplates),
  },
  filters: {
    q: filterText(100),
    range: z.optional(z.enum(noticeRanges, "validation.status")),
  },
});
export type NoticeBoardRow = z.infer<typeof noticeBoard.row>;

/** Who of the receiving supplier accounts has read and confirmed one notice: the receipts as a list, for its export. */
export const noticeReceiptList = defineList({
  service: "base-data",
  path: "/notice/receipts",
  namespace: "notice",
  summary: "One notice's read receipts (noticeId), unconfirmed accounts first, for the notice's editors",
  defaultSort: "confirmedAt",
  columns: {
    venNo: col.text({ width: 12 }),
    supplierName: col.text({ width: 30 }),
    userNo: col.text({ width: 14 }),
    name: col.text({ width: 20 }),
    readAt: col.datetime({ nullable: true }),
    confirmedAt: col.datetime({ nullable: true }),
  },
  // Without a notice named, nothing is listed (the list exists for one notice at a time).
  filters: { noticeId: z.optional(idParam.shape.id) },
});

export const noticeHeadline = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  level: z.enum(noticeLevels),
  startsAt: z.string(),
  read: z.boolean(),
  confirmed: z.boolean(),
});
export type NoticeHeadline = z.infer<typeof noticeHeadline>;

export const noticeReceipt = z.object({
  userNo: z.string(),
  name: z.string(),
  venNo: z.string(),
  supplierName: z.string(),
  readAt: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
});
export type NoticeReceipt = z.infer<typeof noticeReceipt>;

export const uploadedFile = z.object({ id: z.string(), url: z.string(), kind: z.string(), size: z.number().check(z.int()), name: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Where a stored notice image or video is served; the body sanitiser admits only these. */
export const noticeFilePath = (fileId: string) => `/api/base-data/notice/file/${fileId}`;
export const noticeFileUrlPattern = /^\/api\/base-data\/notice\/file\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ops = serviceOps("base-data");
const setStatus = z.object({ status: z.enum(noticeStatuses, "validation.status") });
export const noticeOps = {
  headlines: ops.get("/notice/board/headlines", {
    summary: "The dashboard's announcements: readable notices by importance, then newest, with read state",
    query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 5) }),
    response: z.array(noticeHeadline),
  }),
  pending: ops.get("/notice/board/pending", {
    summary: "Particularly important readable notices the caller has not confirmed yet (the login dialog)",
    response: z.array(noticeView),
  }),
  view: ops.get("/notice/board/:id", { summary: "Read one notice (marks it read)", params: idParam, response: noticeView }),
  confirm: ops.post("/notice/board/:id/confirm", { summary: "Confirm a notice as read and understood", params: idParam, response: noticeView }),
  suppliers: ops.get("/notice/suppliers", { summary: "Supplier companies a notice can be addressed to", response: z.array(noticeReceiver) }),
  uploadImage: ops.post("/notice/image/upload", {
    summary: "Upload a PNG or JPEG (≤ 5 MB) for a notice body; raw bytes, name in ?name=",
    query: z.object({ name: uploadName("image") }),
    response: uploadedFile,
    upload: uploadSpec(["png", "jpeg"], noticeLimits.imageBytes),
  }),
  uploadVideo: ops.post("/notice/video/upload", {
    summary: "Upload an MP4 or WebM (≤ 100 MB) for a multimedia notice; raw bytes streamed to storage",
    query: z.object({ name: uploadName("video") }),
    response: uploadedFile,
    upload: uploadSpec(["mp4", "webm"], noticeLimits.videoBytes),
  }),
  file: ops.get("/notice/file/:fileId", { summary: "A notice's image or video, for its readers and editors", params: z.object({ fileId }), binary: "application/octet-stream" }),
  detail: ops.get("/notice/:id", { summary: "One notice for its editors", params: idParam, response: noticeDetail }),
  receipts: ops.get("/notice/:id/receipts", {
    summary: "Who of the receiving supplier accounts has read or confirmed the notice, and who has not",
    params: idParam,
    response: z.array(noticeReceipt),
  }),
  create: ops.post("/notice", { summary: "Create a notice (status valid)", body: noticeInput, response: noticeDetail }),
  update: ops.put("/notice/:id", { summary: "Edit a notice", params: idParam, body: noticeInput, response: noticeDetail }),
  setStatus: ops.post("/notice/:id/status", { summary: "Set a notice valid or invalid", params: idParam, body: setStatus, response: noticeDetail }),
  remove: ops.delete("/notice/:id", { summary: "Delete a notice with its read receipts", params: idParam }),
};
