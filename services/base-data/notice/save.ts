import { sql } from "drizzle-orm";
import { noticeFileUrlPattern, type noticeInput } from "@/lib/contracts/base-data/notice";
import type { z } from "zod";
import { sanitizeHtml } from "@/lib/html/sanitize";
import { AppError } from "@/services/core/errors";
import { bare, idList } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { noticeFiles, noticeReceivers, suppliers } from "@/services/db/schema";

type Input = z.output<typeof noticeInput>;

/** The stored body: the editor's HTML through the allowlist, media only from notice storage. */
export const cleanNoticeBody = (html: string) => sanitizeHtml(html, { ownMedia: (src) => noticeFileUrlPattern.test(src) });

const fileIdsIn = (html: string) => [...html.matchAll(/\/api\/base-data\/notice\/file\/([0-9a-f-]{36})/g)].map((m) => m[1]!);

/** Replaces the receivers; an unknown supplier is a field error, not a foreign-key failure. */
export async function saveReceivers(tx: Db, noticeId: number, supplierIds: number[]): Promise<void> {
  const ids = [...new Set(supplierIds)];
  if (ids.length) {
    const [found] = await rows<{ count: number }>(tx, sql`select count(*)::int as count from ${suppliers} where ${suppliers.id} in ${idList(ids)}`);
    if (Number(found?.count) !== ids.length) {
      throw new AppError("VALIDATION", "errors.validation", {}, { supplierIds: ["validation.notice.receivers"] });
    }
  }
  await tx.delete(noticeReceivers).where(sql`${noticeReceivers.noticeId} = ${noticeId}`);
  if (ids.length) await tx.insert(noticeReceivers).values(ids.map((supplierId) => ({ noticeId, supplierId })));
}

/** Binds the images the body shows and the video to this notice (only files of its company, not bound elsewhere). */
export async function bindFiles(tx: Db, noticeId: number, companyId: number, body: string, input: Pick<Input, "videoFileId">): Promise<void> {
  const ids = [...new Set([...fileIdsIn(body), ...(input.videoFileId ? [input.videoFileId] : [])])];
  if (input.videoFileId) {
    const [video] = await rows<{ ok: boolean }>(tx, sql`
      select true as ok from ${noticeFiles} where ${noticeFiles.fileId} = ${input.videoFileId} and ${noticeFiles.kind} in ('mp4', 'webm')
        and ${noticeFiles.companyId} = ${companyId} and (${noticeFiles.noticeId} is null or ${noticeFiles.noticeId} = ${noticeId})`);
    if (!video) throw new AppError("VALIDATION", "errors.validation", {}, { videoFileId: ["validation.notice.video"] });
  }
  if (!ids.length) return;
  await tx.execute(sql`
    update ${noticeFiles} set ${bare(noticeFiles.noticeId)} = ${noticeId}
    where ${noticeFiles.fileId} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
      and ${noticeFiles.companyId} = ${companyId} and (${noticeFiles.noticeId} is null or ${noticeFiles.noticeId} = ${noticeId})`);
}
