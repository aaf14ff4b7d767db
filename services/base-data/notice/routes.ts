import type { AnyRoute } from "@/services/core/route";
import { noticeBoardRoutes } from "./board";
import { confirmNotice } from "./confirm";
import { createNotice } from "./create";
import { getNotice } from "./detail";
import { getNoticeFile } from "./file";
import { getNoticeHeadlines } from "./headlines";
import { noticeListRoutes } from "./list";
import { getPendingNotices } from "./pending";
import { noticeReceiptRoutes } from "./receipt-list";
import { getNoticeReceipts } from "./receipts";
import { removeNotice } from "./remove";
import { setNoticeStatus } from "./status";
import { getNoticeSuppliers } from "./suppliers";
import { updateNotice } from "./update";
import { uploadNoticeImage, uploadNoticeVideo } from "./upload";
import { viewNotice } from "./view";

/** The notice module's routes, fixed paths before `/:id` ones. */
export const noticeRoutes: AnyRoute[] = [
  noticeBoardRoutes.list, noticeBoardRoutes.export, getNoticeHeadlines, getPendingNotices, viewNotice, confirmNotice,
  getNoticeSuppliers, noticeReceiptRoutes.list, noticeReceiptRoutes.export, uploadNoticeImage, uploadNoticeVideo, getNoticeFile,
  noticeListRoutes.list, noticeListRoutes.export, getNotice, getNoticeReceipts, createNotice, updateNotice, setNoticeStatus, removeNotice,
];
