import { eq, sql } from "drizzle-orm";
import { dictionaryAdminOps, type AdminDictionaryItem } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { auditHistory } from "@/services/core/audit-history";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { dictionaryItems as i, dictionaryTypes as t } from "@/services/db/schema";
import { labelColumns } from "./admin-shared";
import { dictionaryItemAuditEntity } from "./events";

export const listDictionaryAdminItems = defineRoute(dictionaryAdminOps.items, {
  rights: [rights.dictionary.view],
  audience: "internal",
  async handler({ db, params }) {
    const label = labelColumns(i);
    const found = await rows<AdminDictionaryItem & { typeId: number | null }>(db, sql`
      select ${t.id} as "typeId", ${i.id} as id, ${i.code} as code, ${label.labelZh} as "labelZh", ${label.labelEn} as "labelEn",
        ${label.labelVi} as "labelVi", ${label.labelEs} as "labelEs", ${label.labelJa} as "labelJa", ${i.enabled} as enabled, ${i.sortOrder} as "sortOrder"
      from ${t} left join ${i} on ${i.typeId} = ${t.id} where ${t.id} = ${params.id} order by ${i.sortOrder}, ${i.id}`);
    if (!found.length) throw notFound();
    return found.flatMap((r) => (r.id === null ? [] : [{ id: r.id, code: r.code, labelZh: r.labelZh, labelEn: r.labelEn, labelVi: r.labelVi,
      labelEs: r.labelEs, labelJa: r.labelJa, enabled: r.enabled, sortOrder: r.sortOrder }]));
  },
});

export const dictionaryItemAudit = defineRoute(dictionaryAdminOps.itemAudit, {
  rights: [rights.dictionary.view],
  audience: "internal",
  async handler({ db, params }) {
    if (!(await db.select({ id: i.id }).from(i).where(eq(i.id, params.id))).length) throw notFound();
    return auditHistory(db, dictionaryItemAuditEntity, params.id);
  },
});
