import { asc, eq, sql } from "drizzle-orm";
import type { MaterialPrepDetail } from "@/lib/contracts/erp-purchase/material-prep";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { isoOf, isoText } from "@/services/core/sql";
import { materialPrepEntries, users } from "@/services/db/schema";
import { materialPrepListRoutes } from "./list";
import { m, prepFrom } from "./where";

/** One task (its list row) with its progress entries, oldest first, in the caller's scope; another company's answers 404. */
export async function loadMaterialPrep(db: Db, scope: Scope, id: number): Promise<MaterialPrepDetail> {
  const spec = materialPrepListRoutes.spec;
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${spec.columns}, ${m.cancelReason} as "cancelReason",
      coalesce((select ${users.name} from ${users} where ${users.id} = ${m.createdBy}), '') as "createdBy", ${isoText(sql`${m.createdAt}`)} as "createdAt"
    from ${prepFrom(scope)}
    where ${m.id} = ${id} and ${inScope(scope, sql`${m.companyId}`, sql`${m.supplierId}`)}`);
  if (!head) throw notFound();
  const e = materialPrepEntries;
  const entries = await db.select({
    id: e.id, qty: e.qty, preparedAfter: e.preparedAfter, note: e.note, enteredBy: sql<string>`coalesce(${users.name}, '')`, enteredAt: isoOf(e.enteredAt),
  }).from(e).leftJoin(users, eq(users.id, e.enteredBy)).where(eq(e.taskId, id)).orderBy(asc(e.id));
  return {
    ...spec.map(head),
    cancelReason: String(head.cancelReason),
    createdBy: String(head.createdBy),
    createdAt: String(head.createdAt),
    entries,
  };
}
