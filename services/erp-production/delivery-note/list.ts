import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deliveryNoteList } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { and, between, inPreset, startsWith } from "@/services/core/list";
import { customers, deliveryNoteLines, deliveryNotes, users } from "@/services/db/schema";

const n = alias(deliveryNotes, "n");
const c = alias(customers, "c");
const ua = alias(users, "ua");
const ue = alias(users, "ue");
const l = alias(deliveryNoteLines, "l");

export const deliveryNoteListRoutes = listRoutes(deliveryNoteList, {
  from: sql`${deliveryNotes} ${n} join ${customers} ${c} on ${c.id} = ${n.customerId} left join ${users} ${ua} on ${ua.id} = ${n.approvedBy} left join ${users} ${ue} on ${ue.id} = ${n.createdBy}`,
  id: sql`${n.id}`,
  rights: { view: rights.deliveryNote.view, export: rights.deliveryNote.export },
  audience: "internal",
  where: (scope, f) => and([
    sql`${n.companyId} = ${scope.companyId}`,
    between(sql`${n.deliveryDate}`, f.deliveryDateFrom, f.deliveryDateTo),
    inPreset(sql`${n.deliveryDate}`, f.deliveryDateRange, scope),
    f.deliveryNo && startsWith(sql`${n.deliveryNo}`, f.deliveryNo),
    f.noticeNo && startsWith(sql`${n.noticeNo}`, f.noticeNo),
    f.customerNo && sql`${c.customerNo} = ${f.customerNo}`,
    f.approvalStatus && sql`${n.approvalStatus} = ${f.approvalStatus}`,
    f.uploadStatus && sql`${n.uploadStatus} = ${f.uploadStatus}`,
    f.signed === "yes" && sql`${n.signedAt} is not null`,
    f.signed === "no" && sql`${n.signedAt} is null`,
  ]),
  select: {
    deliveryNo: sql`${n.deliveryNo}`,
    noticeNo: sql`${n.noticeNo}`,
    customerNo: sql`${c.customerNo}`,
    customerName: sql`${n.customerName}`,
    category: sql`${n.category}`,
    plateNo: sql`${n.plateNo}`,
    driver: sql`${n.driver}`,
    deliveryDate: sql`${n.deliveryDate}`,
    address: sql`${n.address}`,
    trackingNo: sql`${n.trackingNo}`,
    settlementLegalPerson: sql`${n.settlementLegalPerson}`,
    ownerLegalPerson: sql`${n.ownerLegalPerson}`,
    totalQty: sql`(select coalesce(sum(${l.totalQty}), 0) from ${deliveryNoteLines} ${l} where ${l.noteId} = ${n.id})`,
    approvalStatus: sql`${n.approvalStatus}`,
    uploadStatus: sql`${n.uploadStatus}`,
    approvedBy: sql`${ua.name}`,
    approvedAt: sql`${n.approvedAt}`,
    enteredBy: sql`coalesce(${ue.name}, '')`,
    enteredAt: sql`${n.createdAt}`,
    signedBy: sql`${n.signedBy}`,
    signedAt: sql`${n.signedAt}`,
  },
});
