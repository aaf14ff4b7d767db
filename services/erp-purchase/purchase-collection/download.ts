import { and, eq, sql } from "drizzle-orm";
import { purchaseCollectionOps } from "@/lib/contracts/erp-purchase/purchase-collection";
import { rights } from "@/lib/rights/codes";
import { collectionOrders as co } from "@/services/db/schema";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { xlsxResponse } from "@/services/core/export";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { loadCollectionDetail } from "./load";
import { collectionReport } from "./report";
import { collectionOrderAuditEntity } from "./events";

/**
 * The report download: ONE conditional UPDATE counts it and records who and when (parallel downloads
 * each count once), the report is built in the same transaction, so a failed build counts nothing.
 */
export const downloadCollection = defineRoute(purchaseCollectionOps.download, {
  rights: [rights.purchaseCollection.download],
  handler: async ({ db, scope, principal, params, t }) => {
    const downloader = `${principal.name} (${principal.userNo})`;
    const { report, name } = await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(co)
        .set({ downloadCount: sql`${co.downloadCount} + 1`, lastDownloader: downloader, lastDownloadAt: sql`now()` })
        .where(and(eq(co.id, params.id), inScope(scope, sql`${co.companyId}`, sql`${co.supplierId}`)))
        .returning({ downloadCount: co.downloadCount, collectionNo: co.collectionNo });
      if (!counted) throw notFound();
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: collectionOrderAuditEntity,
        entityId: params.id,
        action: "download",
        from: String(counted.downloadCount - 1),
        to: String(counted.downloadCount),
        detail: { collectionNo: counted.collectionNo },
      });
      const detail = await loadCollectionDetail(tx, scope, params.id);
      return { report: await collectionReport(detail, t, scope.timeZone), name: counted.collectionNo };
    });
    return xlsxResponse(`${name}.xlsx`, report);
  },
});
