import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { deliveryNotices as n } from "@/services/db/schema";

export interface NoticeHead {
  id: number;
  status: string;
  supplierId: number;
  noticeNo: string;
}

/** The notice under a row lock if it is in scope; 404 otherwise (also for another tenant's notice). */
export async function lockNotice(db: Db, scope: Scope, id: number): Promise<NoticeHead> {
  const [head] = await db
    .select({ id: n.id, status: n.status, supplierId: n.supplierId, noticeNo: n.noticeNo })
    .from(n)
    .where(and(eq(n.id, id), inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`)))
    .for("update");
  if (!head) throw notFound();
  return head;
}
