import { sql } from "drizzle-orm";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { defineRoute } from "@/services/core/route";
import { auditHistory } from "@/services/core/audit-history";
import { deliveryNoteAuditEntity, loadNotes, requireNote } from "./load";

export const getDeliveryNote = defineRoute(deliveryNoteOps.get, {
  rights: [rights.deliveryNote.view, rights.deliveryReceipt.view],
  audience: "internal",
  handler: ({ db, scope, params }) => requireNote(db, scope, params.id),
});

/** 1 to 10 notes for the print page, in the order selected (others' and missing ids are left out). */
export const printDeliveryNotes = defineRoute(deliveryNoteOps.print, {
  rights: [rights.deliveryNote.print],
  audience: "internal",
  handler: ({ db, scope, query }) => loadNotes(db, scope, query.ids),
});

export const getDeliveryNoteAudit = defineRoute(deliveryNoteOps.audit, {
  rights: [rights.deliveryNote.view],
  audience: "internal",
  handler: async ({ db, scope, params }) => {
    await requireNote(db, scope, params.id);
    return auditHistory(db, deliveryNoteAuditEntity, params.id);
  },
});

/** Stock lines of a product with something available, for the owner legal person when given; most available first. */
export const getPickableStock = defineRoute(deliveryNoteOps.pickable, {
  rights: [rights.deliveryNote.add],
  audience: "internal",
  handler: async ({ db, scope, query }) => {
    const found = await rows<Record<string, string>>(db, sql`
      select id, product_code, product_name, batch_no, location, stock_area, owner_legal_person, project_no, (on_hand - allocated)::text as available
      from stock_items where company_id = ${scope.companyId} and product_code = ${query.productCode} and on_hand > allocated
        ${query.ownerLegalPerson ? sql`and owner_legal_person = ${query.ownerLegalPerson}` : sql``}
      order by (on_hand - allocated) desc, id limit 200`);
    return found.map((r) => ({
      stockItemId: Number(r.id), productCode: r.product_code!, productName: r.product_name!, batchNo: r.batch_no!, location: r.location!,
      stockArea: r.stock_area!, ownerLegalPerson: r.owner_legal_person!, projectNo: r.project_no!, available: r.available!,
    }));
  },
});
