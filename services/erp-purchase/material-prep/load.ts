import { sql } from "drizzle-orm";
import type { MaterialPrepDetail } from "@/lib/contracts/erp-purchase/material-prep";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import { materialPrepListRoutes } from "./list";
import { m, prepFrom } from "./where";

/** One task (its list row) with its progress entries, oldest first, in the caller's scope; another company's answers 404. */
export async function loadMaterialPrep(db: Db, scope: Scope, id: number): Promise<MaterialPrepDetail> {
  const spec = materialPrepListRoutes.spec;
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${spec.columns}, ${m.cancelReason} as "cancelReason",
      coalesce((select name from users where id = ${m.createdBy}), '') as "createdBy", ${isoText(sql`${m.createdAt}`)} as "createdAt"
    from ${prepFrom(scope)}
    where ${m.id} = ${id} and ${inScope(scope, sql`${m.companyId}`, sql`${m.supplierId}`)}`);
  if (!head) throw notFound();
  const entries = await rows<MaterialPrepDetail["entries"][number]>(db, sql`
    select e.id, e.qty::text as qty, e.prepared_after::text as "preparedAfter", e.note,
      coalesce(u.name, '') as "enteredBy", ${isoText(sql`e.entered_at`)} as "enteredAt"
    from material_prep_entries e left join users u on u.id = e.entered_by
    where e.task_id = ${id} order by e.id`);
  return {
    ...spec.map(head),
    cancelReason: String(head.cancelReason),
    createdBy: String(head.createdBy),
    createdAt: String(head.createdAt),
    entries: entries.map((e) => ({ ...e, id: Number(e.id) })),
  };
}
