import "server-only";
import { noticeOps, type NoticeDetail, type NoticeReceiver } from "@/lib/contracts/base-data/notice";
import { dashboardContext } from "@/lib/dashboard/context";
import { callOpJson } from "@/lib/upstream/client";

/** What the notice editor page needs: the supplier companies and, when editing, the notice (null: not found for this user). */
export async function noticeEditorData(id?: number): Promise<{ suppliers: NoticeReceiver[]; notice: NoticeDetail | null }> {
  const ctx = await dashboardContext();
  const opts = { token: ctx.token, locale: ctx.locale };
  const [suppliers, notice] = await Promise.all([
    callOpJson(noticeOps.suppliers, opts),
    id ? callOpJson(noticeOps.detail, { ...opts, params: { id } }) : Promise.resolve(null),
  ]);
  return { suppliers: suppliers.data ?? [], notice: notice?.returnCode === 200 ? (notice.data ?? null) : null };
}
