import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { deliveryNotices } from "@/services/db/schema";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";

const n = alias(deliveryNotices, "n");

/** The notice under a row lock if it is in scope; 404 otherwise (also for another tenant's notice). */
export async function lockNotice(tx: Db, scope: Scope, id: number) {
  const [found] = await tx
    .select({ id: n.id, status: n.status, supplierId: n.supplierId, noticeNo: n.noticeNo })
    .from(n)
    .where(and(eq(n.id, id), inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`)))
    .for("update");
  if (!found) throw notFound();
  return found;
}
export type NoticeHead = Awaited<ReturnType<typeof lockNotice>>;
