import { eq, sql } from "drizzle-orm";
import { dictionaryItems } from "@/services/db/schema";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { lockItem, setLabels } from "./admin-shared";
import { dictionaryItemAuditEntity } from "./events";

const state = (e: boolean) => (e ? "enabled" : "disabled");

export const updateDictionaryItem = defineRoute(dictionaryAdminOps.updateItem, {
  rights: [rights.dictionary.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      await lockItem(tx, params.id);
      await tx.update(dictionaryItems).set({ ...setLabels(body), modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(dictionaryItems.id, params.id));
      await writeAudit(tx, { actor: p, entity: dictionaryItemAuditEntity, entityId: params.id, action: "update", detail: { ...body } });
    });
    return null;
  },
});

export const enableDictionaryItem = defineRoute(dictionaryAdminOps.enableItem, {
  rights: [rights.dictionary.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      const item = await lockItem(tx, params.id);
      if (item.enabled === body.enabled) throw new AppError("CONFLICT", `dictionary.admin.already.${state(body.enabled)}`);
      await tx.update(dictionaryItems).set({ enabled: body.enabled, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(dictionaryItems.id, params.id));
      await writeAudit(tx, { actor: p, entity: dictionaryItemAuditEntity, entityId: params.id, action: body.enabled ? "enable" : "disable", from: state(item.enabled), to: state(body.enabled) });
    });
    return null;
  },
});
