import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deductionBillList } from "@/lib/contracts/erp-production/deduction-bill";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { deductionBillFiles, deductionBills, processingOrders, suppliers, users } from "@/services/db/schema";
import { d, deductionWhere, po } from "./where";

const s = alias(suppliers, "s");
const u = alias(users, "u");

export const deductionBillListRoutes = listRoutes(deductionBillList, {
  from: sql`${deductionBills} ${d} join ${suppliers} ${s} on ${s.id} = ${d.supplierId}
    join ${processingOrders} ${po} on ${po.id} = ${d.processingOrderId} join ${users} ${u} on ${u.id} = ${d.issuedBy}`,
  countFrom: sql`${deductionBills} ${d}`,
  id: sql`${d.id}`,
  rights: { view: rights.deductionBill.view, export: rights.deductionBill.export },
  where: async (scope, filters, db) => deductionWhere(scope, await withSupplierId(db, filters)),
  select: {
    billNo: sql`${d.billNo}`,
    billDate: sql`${d.billDate}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    reasonCategory: sql`${d.reasonCategory}`,
    outNo: sql`${po.outNo}`,
    projectNo: sql`${po.projectNo}`,
    quantity: sql`${d.quantity}`,
    amount: sql`${d.amount}`,
    currency: sql`${d.currency}`,
    description: sql`${d.description}`,
    evidenceCount: sql`(select count(*)::int from ${deductionBillFiles} where ${deductionBillFiles.billId} = ${d.id})`,
    status: sql`${d.status}`,
    disputeReason: sql`${d.disputeReason}`,
    answer: sql`${d.answer}`,
    issuedBy: sql`${u.userNo} || ' ' || ${u.name}`,
    confirmedAt: sql`${d.confirmedAt}`,
  },
});
