import { eq, sql } from "drizzle-orm";
import { avatarUrl, userOps } from "@/lib/contracts/base-data/user";
import { writeAudit } from "@/services/core/audit";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { removeStored, serveStored } from "@/services/core/storage";
import { users } from "@/services/db/schema";
import { accountAuditEntity } from "@/services/base-data/sub-account/events";

const avatarPurpose = "avatar";

/** Stores the new avatar and points the user at it, removing the old file, in one transaction: nothing half-done. */
export const uploadAvatar = defineRoute(userOps.avatarUpload, {
  sessionOnly: true,
  async handler({ db, principal: p, query, upload }) {
    return db.transaction(async (tx) => {
      const file = await upload({ db: tx, purpose: avatarPurpose, name: query.name || "avatar", createdBy: p.userId });
      const [old] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, p.userId)).for("update");
      await tx.update(users).set({ avatar: file.id, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(users.id, p.userId));
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: accountAuditEntity, entityId: p.userId, action: "avatar", detail: { kind: file.kind, size: file.size } });
      if (old?.avatar) await removeStored(tx, old.avatar);
      return { avatar: avatarUrl(file.id) };
    });
  },
});

/** Avatars are shown to signed-in users only; the file must be someone's current avatar. */
export const getAvatar = defineRoute(userOps.avatar, {
  async handler({ db, req, params }) {
    if (!(await db.select({ id: users.id }).from(users).where(eq(users.avatar, params.fileId))).length) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose: avatarPurpose });
    if (!answer) throw notFound();
    return answer;
  },
});

export const updateProfile = defineRoute(userOps.profile, {
  sessionOnly: true,
  async handler({ db, principal: p, body }) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ introduction: body.introduction || null, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(users.id, p.userId));
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: accountAuditEntity, entityId: p.userId, action: "profile", detail: { introduction: body.introduction } });
    });
    return null;
  },
});
