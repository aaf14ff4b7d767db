import type { z } from "zod/mini";
import { noticeBoard, noticeList } from "@/lib/contracts/base-data/notice";
import type { NoticeLevel, NoticeStatus } from "@/lib/contracts/base-data/notice-values";
import { listTableState } from "@/lib/table-state/list-state";

export const noticeBoardState = listTableState(noticeBoard);
export type NoticeBoardFilters = { q?: string; range?: z.output<typeof noticeBoard.filters.range> };
export const noticeListState = listTableState(noticeList);
export type NoticeListFilters = { title?: string; status?: NoticeStatus; level?: NoticeLevel };
