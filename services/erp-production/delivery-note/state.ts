import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import type { ApprovalStatus, UploadStatus } from "@/lib/contracts/erp-production/delivery-note";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { deliveryNoteAuditEntity } from "./load";

type Row = { delivery_no: string; approval_status: ApprovalStatus; upload_status: UploadStatus };

/** Why an approval change found nothing to change: missing or foreign (404), uploaded, or already in the target state (409). */
async function refusal(tx: Db, scope: Scope, id: number, action: "approve" | "unapprove"): Promise<AppError> {
  const [cur] = await rows<Row>(tx, sql`select delivery_no, approval_status, upload_status from delivery_notes where id = ${id} and company_id = ${scope.companyId}`);
  if (!cur) return notFound();
  if (cur.upload_status === "uploaded") return new AppError("CONFLICT", "errors.deliveryNote.uploaded");
  return new AppError("CONFLICT", action === "approve" ? "errors.deliveryNote.alreadyApproved" : "errors.deliveryNote.notApproved");
}

/** not approved ⇄ approved, unapprove only while not uploaded: one conditional UPDATE plus audit. */
export async function changeApproval(db: Db, scope: Scope, id: number, action: "approve" | "unapprove") {
  const [from, to]: [ApprovalStatus, ApprovalStatus] = action === "approve" ? ["not_approved", "approved"] : ["approved", "not_approved"];
  const who = action === "approve" ? sql`approved_by = ${scope.userId}, approved_at = now()` : sql`approved_by = null, approved_at = null`;
  const row = await runTransition(db, {
    change: async (tx) => (await rows<Row>(tx, sql`
      update delivery_notes set approval_status = ${to}, ${who}, modified_by = ${scope.userId}, modified_at = now()
      where id = ${id} and company_id = ${scope.companyId} and approval_status = ${from} and upload_status = 'not_uploaded'
      returning delivery_no, approval_status, upload_status`))[0],
    whyNot: (tx) => refusal(tx, scope, id, action),
    audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: id, action, from, to, detail: { deliveryNo: r.delivery_no } }),
  });
  return { id, deliveryNo: row.delivery_no, approvalStatus: row.approval_status, uploadStatus: row.upload_status };
}
