import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import type { ApprovalStatus } from "@/lib/contracts/erp-production/delivery-note";
import { deliveryNotes as n } from "@/services/db/schema";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { deliveryNoteAuditEntity } from "./events";

const stateColumns = { deliveryNo: n.deliveryNo, approvalStatus: n.approvalStatus, uploadStatus: n.uploadStatus };
const ofNote = (scope: Scope, id: number) => and(eq(n.id, id), eq(n.companyId, scope.companyId));

/** Why an approval change found nothing to change: missing or foreign (404), uploaded, or already in the target state (409). */
async function refusal(tx: Db, scope: Scope, id: number, action: "approve" | "unapprove"): Promise<AppError> {
  const [cur] = await tx.select(stateColumns).from(n).where(ofNote(scope, id));
  if (!cur) return notFound();
  if (cur.uploadStatus === "uploaded") return new AppError("CONFLICT", "errors.deliveryNote.uploaded");
  return new AppError("CONFLICT", action === "approve" ? "errors.deliveryNote.alreadyApproved" : "errors.deliveryNote.notApproved");
}

/** not approved ⇄ approved, unapprove only while not uploaded: one conditional UPDATE plus audit. */
export async function changeApproval(db: Db, scope: Scope, id: number, action: "approve" | "unapprove") {
  const [from, to]: [ApprovalStatus, ApprovalStatus] = action === "approve" ? ["not_approved", "approved"] : ["approved", "not_approved"];
  const who = action === "approve" ? { approvedBy: scope.userId, approvedAt: sql`now()` } : { approvedBy: null, approvedAt: null };
  const row = await runTransition(db, {
    change: async (tx) => (await tx.update(n).set({ approvalStatus: to, ...who, modifiedBy: scope.userId, modifiedAt: sql`now()` })
      .where(and(ofNote(scope, id), eq(n.approvalStatus, from), eq(n.uploadStatus, "not_uploaded"))).returning(stateColumns))[0],
    whyNot: (tx) => refusal(tx, scope, id, action),
    audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: id, action, from, to, detail: { deliveryNo: r.deliveryNo } }),
  });
  return { id, ...row };
}
