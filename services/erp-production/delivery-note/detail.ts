import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { stockItems } from "@/services/db/schema";
import { defineRoute } from "@/services/core/route";
import { auditHistory } from "@/services/core/audit-history";
import { loadNotes, requireNote } from "./load";
import { deliveryNoteAuditEntity } from "./events";

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
    const si = stockItems;
    const available = sql`${si.onHand} - ${si.allocated}`;
    return db.select({
      stockItemId: si.id, productCode: si.productCode, productName: si.productName, batchNo: si.batchNo, location: si.location,
      stockArea: si.stockArea, ownerLegalPerson: si.ownerLegalPerson, projectNo: si.projectNo, available: sql<string>`(${available})::text`,
    }).from(si)
      .where(and(eq(si.companyId, scope.companyId), eq(si.productCode, query.productCode), gt(si.onHand, si.allocated),
        query.ownerLegalPerson ? eq(si.ownerLegalPerson, query.ownerLegalPerson) : undefined))
      .orderBy(desc(available), asc(si.id)).limit(200);
  },
});
