import { and, desc, eq, sql } from "drizzle-orm";
import { purchaseOrderFilePath, purchaseOrderOps, type OrderFile } from "@/lib/contracts/erp-purchase/purchase-order";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { isoOf } from "@/services/core/sql";
import { serveStored } from "@/services/core/storage";
import { purchaseOrderFiles as f, purchaseOrders as o, storedFiles, users } from "@/services/db/schema";
import { requireOrder } from "./load";
import { purchaseOrderAuditEntity } from "./events";

export const orderFilePurpose = "purchase-order-file";

/**
 * Either side attaches a file to an order it can see: the size while it streams, then its bytes by structure
 * (nothing refused is stored); the file and its audit row are written together.
 */
export const uploadPurchaseOrderFile = defineRoute(purchaseOrderOps.upload, {
  rights: [rights.purchaseOrder.view],
  handler: async ({ db, scope, params, query, upload }): Promise<OrderFile> => {
    const order = await requireOrder(db, scope, params.id);
    const [owner] = await db.select({ companyId: o.companyId }).from(o).where(eq(o.id, order.id));
    const file = await upload({ purpose: orderFilePurpose, name: query.name, createdBy: scope.userId, companyId: owner!.companyId });
    const createdAt = await db.transaction(async (tx) => {
      const [row] = await tx.insert(f).values({ fileId: file.id, companyId: owner!.companyId, orderId: order.id, createdBy: scope.userId })
        .returning({ createdAt: isoOf(f.createdAt) });
      await writeAudit(tx, {
        actor: scope, companyId: owner!.companyId, entity: purchaseOrderAuditEntity, entityId: order.id, action: "attach",
        detail: { pono: order.pono, file: file.name, size: file.size },
      });
      return row!.createdAt;
    });
    const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
    return { id: file.id, name: file.name, kind: file.kind, size: file.size, url: purchaseOrderFilePath(file.id), createdBy: me?.name ?? "", createdAt };
  },
});

/** The order's files, newest first, with who attached each and when; another tenant's order answers 404. */
export const listPurchaseOrderFiles = defineRoute(purchaseOrderOps.files, {
  rights: [rights.purchaseOrder.view],
  handler: async ({ db, scope, params }): Promise<OrderFile[]> => {
    await requireOrder(db, scope, params.id);
    const list = await db.select({ id: storedFiles.id, name: storedFiles.name, kind: storedFiles.kind, size: storedFiles.size, createdBy: users.name, createdAt: isoOf(f.createdAt) })
      .from(f).innerJoin(o, eq(o.id, f.orderId)).innerJoin(storedFiles, eq(storedFiles.id, f.fileId)).innerJoin(users, eq(users.id, f.createdBy))
      .where(and(eq(f.orderId, params.id), inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`)))
      .orderBy(desc(f.createdAt), desc(f.fileId));
    return list.map((r) => ({ ...r, size: Number(r.size), url: purchaseOrderFilePath(r.id) }));
  },
});

/** One attached file, for whoever may see its order; any other caller gets the 404 of a missing file. */
export const getPurchaseOrderFile = defineRoute(purchaseOrderOps.file, {
  rights: [rights.purchaseOrder.view],
  handler: async ({ db, req, scope, params }) => {
    const [row] = await db.select({ companyId: f.companyId }).from(f).innerJoin(o, eq(o.id, f.orderId))
      .where(and(eq(f.fileId, params.fileId), inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`)));
    if (!row) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose: orderFilePurpose, companyId: row.companyId });
    if (!answer) throw notFound();
    return answer;
  },
});
