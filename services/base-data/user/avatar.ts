import { sql } from "drizzle-orm";
import { avatarUrl, userOps } from "@/lib/contracts/base-data/user";
import { writeAudit } from "@/services/core/audit";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { removeStored, serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";

const avatarPurpose = "avatar";

/** Stores the new avatar and points the user at it, removing the old file, in one transaction: nothing half-done. */
export const uploadAvatar = defineRoute(userOps.avatarUpload, {
  async handler({ db, principal: p, query, upload }) {
    return db.transaction(async (tx) => {
      const file = await upload({ db: tx, purpose: avatarPurpose, name: query.name || "avatar", createdBy: p.userId });
      const [old] = await rows<{ avatar: string | null }>(tx, sql`select avatar from users where id = ${p.userId} for update`);
      await tx.execute(sql`update users set avatar = ${file.id}, modified_at = now(), modified_by = ${p.userId} where id = ${p.userId}`);
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: "account", entityId: p.userId, action: "avatar", detail: { kind: file.kind, size: file.size } });
      if (old?.avatar) await removeStored(tx, old.avatar);
      return { avatar: avatarUrl(file.id) };
    });
  },
});

/** Avatars are shown to signed-in users only; the file must be someone's current avatar. */
export const getAvatar = defineRoute(userOps.avatar, {
  async handler({ db, req, params }) {
    if (!(await rows(db, sql`select 1 from users where avatar = ${params.fileId}`)).length) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose: avatarPurpose });
    if (!answer) throw notFound();
    return answer;
  },
});

export const updateProfile = defineRoute(userOps.profile, {
  async handler({ db, principal: p, body }) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update users set introduction = ${body.introduction || null}, modified_at = now(), modified_by = ${p.userId} where id = ${p.userId}`);
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: "account", entityId: p.userId, action: "profile", detail: { introduction: body.introduction } });
    });
    return null;
  },
});
