import { sql } from "drizzle-orm";
import { idParam } from "@/lib/contracts/common";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { xlsxMime, xlsxResponse } from "@/services/core/export";
import { inScope, scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { loadCollectionDetail } from "./load";
import { collectionReport } from "./report";

/**
 * The report download: ONE conditional UPDATE counts it and records who and when (parallel downloads
 * each count once), the report is built in the same transaction, so a failed build counts nothing.
 */
export const downloadCollection = defineLegacyRoute({
  method: "post",
  path: "/purchase-collection/:id/download",
  summary: "Download a collection order's report (.xlsx); counts the download and records the downloader and time",
  auth: "user",
  rights: ["26_download"],
  params: idParam,
  binary: xlsxMime,
  handler: async ({ db, principal, params, t }) => {
    const scope = scopeOf(principal);
    const downloader = `${principal.name} (${principal.userNo})`;
    const { report, name } = await db.transaction(async (tx) => {
      const [c] = await rows<{ download_count: number; collection_no: string }>(tx, sql`
        update collection_orders set download_count = download_count + 1, last_downloader = ${downloader},
          last_download_at = now()
        where id = ${params.id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)}
        returning download_count, collection_no`);
      if (!c) throw notFound();
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: "collection_order",
        entityId: params.id,
        action: "download",
        from: String(Number(c.download_count) - 1),
        to: String(c.download_count),
        detail: { collectionNo: c.collection_no },
      });
      const detail = await loadCollectionDetail(tx, scope, params.id);
      return { report: await collectionReport(detail, t), name: c.collection_no };
    });
    return xlsxResponse(`${name}.xlsx`, report);
  },
});
