import { noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { notices } from "@/services/db/schema";
import { loadNotice } from "./load";
import { bindFiles, cleanNoticeBody, saveReceivers } from "./save";
import { managed } from "./where";
import { noticeAuditEntity } from "./events";

/** A new notice of the session company, valid from the start; body sanitised before it is stored. */
export const createNotice = defineRoute(noticeOps.create, {
  rights: [rights.notice.add],
  audience: "internal",
  handler: async ({ db, principal, scope, body }) =>
    db.transaction(async (tx) => {
      const clean = cleanNoticeBody(body.body);
      const [row] = await tx
        .insert(notices)
        .values({
          companyId: scope.companyId, title: body.title, level: body.level, template: body.template,
          startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt), body: clean, videoFileId: body.videoFileId,
          status: "valid", createdBy: scope.userId, modifiedBy: scope.userId,
        })
        .returning({ id: notices.id });
      const id = row!.id;
      await saveReceivers(tx, id, body.supplierIds);
      await bindFiles(tx, id, scope.companyId, clean, body);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: noticeAuditEntity, entityId: id, action: "create", to: "valid",
        detail: { title: body.title, level: body.level, receivers: body.supplierIds.length },
      });
      return loadNotice(tx, id, managed(principal));
    }),
});
