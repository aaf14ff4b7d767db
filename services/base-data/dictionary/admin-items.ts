import { sql } from "drizzle-orm";
import { dictionaryAdminOps, type AdminDictionaryItem } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { auditHistory } from "@/services/core/audit-history";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { labelColumns } from "./admin-shared";

export const listDictionaryAdminItems = defineRoute(dictionaryAdminOps.items, {
  rights: [rights.dictionary.view],
  audience: "internal",
  async handler({ db, params }) {
    const found = await rows<AdminDictionaryItem & { type_id: number | null }>(db, sql`
      select t.id as type_id, i.id, i.code, ${labelColumns("i")}, i.enabled, i.sort_order as "sortOrder"
      from dictionary_types t left join dictionary_items i on i.type_id = t.id where t.id = ${params.id} order by i.sort_order, i.id`);
    if (!found.length) throw notFound();
    return found.flatMap((r) => (r.id === null ? [] : [{ id: r.id, code: r.code, labelZh: r.labelZh, labelEn: r.labelEn, labelVi: r.labelVi,
      labelEs: r.labelEs, labelJa: r.labelJa, enabled: r.enabled, sortOrder: r.sortOrder }]));
  },
});

export const dictionaryItemAudit = defineRoute(dictionaryAdminOps.itemAudit, {
  rights: [rights.dictionary.view],
  audience: "internal",
  async handler({ db, params }) {
    if (!(await rows(db, sql`select 1 from dictionary_items where id = ${params.id}`)).length) throw notFound();
    return auditHistory(db, "dictionary-item", params.id);
  },
});
