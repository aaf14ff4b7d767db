import { eq, sql } from "drizzle-orm";
import { dictionaryTypes } from "@/services/db/schema";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { lockType, setLabels } from "./admin-shared";
import { dictionaryTypeAuditEntity } from "./events";

export const updateDictionaryType = defineRoute(dictionaryAdminOps.updateType, {
  rights: [rights.dictionary.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      await lockType(tx, params.id);
      await tx.update(dictionaryTypes).set({ ...setLabels(body), modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(dictionaryTypes.id, params.id));
      await writeAudit(tx, { actor: p, entity: dictionaryTypeAuditEntity, entityId: params.id, action: "update", detail: { ...body } });
    });
    return null;
  },
});

export const enableDictionaryType = defineRoute(dictionaryAdminOps.enableType, {
  rights: [rights.dictionary.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    const state = (e: boolean) => (e ? "enabled" : "disabled");
    await db.transaction(async (tx) => {
      const type = await lockType(tx, params.id);
      if (type.enabled === body.enabled) throw new AppError("CONFLICT", `dictionary.admin.already.${state(body.enabled)}`);
      await tx.update(dictionaryTypes).set({ enabled: body.enabled, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(dictionaryTypes.id, params.id));
      await writeAudit(tx, { actor: p, entity: dictionaryTypeAuditEntity, entityId: params.id, action: body.enabled ? "enable" : "disable", from: state(type.enabled), to: state(body.enabled) });
    });
    return null;
  },
});
