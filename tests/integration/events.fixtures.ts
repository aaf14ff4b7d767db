import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { rightsForRole } from "@/lib/rights/roles";
import { dispatchBatch } from "@/services/core/events/dispatch";
import { customers, deliveryNotes, deliveryPlans, owedQuantityOrders, priceInquiries, priceInquirySuppliers, processingOrders } from "@/services/db/schema";

let counter = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}`.toUpperCase();

async function one<T extends Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(await getDb(), q))[0]!;
}

async function role(rights: readonly string[]): Promise<number> {
  const code = `ev-${unique()}`;
  const r = await one<{ id: number }>(sql`insert into roles (code, name) values (${code}, ${code}) returning id`);
  if (rights.length) await (await getDb()).execute(sql`insert into role_rights (role_id, code) values ${sql.join(rights.map((c) => sql`(${r.id}, ${c})`), sql`, `)}`);
  return Number(r.id);
}

async function user(o: { supplierId?: number; roleId: number; companies: number[] }): Promise<{ id: number; userNo: string }> {
  const name = `ev${unique()}`.toLowerCase();
  const u = await one<{ id: number }>(sql`insert into users (user_name, user_no, name, password_hash, user_type, supplier_id)
    values (${name}, ${`T-${name}`}, ${name}, 'not-a-login', ${o.supplierId ? "supplier" : "internal"}, ${o.supplierId ?? null}) returning id`);
  const db = await getDb();
  await db.execute(sql`insert into user_roles (user_id, role_id) values (${u.id}, ${o.roleId})`);
  for (const c of o.companies) await db.execute(sql`insert into user_companies (user_id, company_id) values (${u.id}, ${c})`);
  return { id: Number(u.id), userNo: `T-${name}` };
}

/**
 * A world of its own, so recipients can be asserted exactly: company C and another company C2, supplier S
 * and another supplier S2, and the cast around them: S's main account, a sub-account with the supplier
 * rights and one without any, S's account that only uses C2, S2's account in C, C's buyer, factory and
 * finance staff, C2's buyer, C's staff without a role, and an actor belonging to none of them.
 */
export async function makeWorld() {
  const db = await getDb();
  const companyId = Number((await one<{ id: number }>(sql`select coalesce(max(id), 0) + 1 + (random() * 1000)::int as id from companies`)).id);
  await db.execute(sql`insert into companies (id, code, account_name) values (${companyId}, ${`EV${companyId}`}, ${`Events ${companyId}`}), (${companyId + 1}, ${`EV${companyId + 1}`}, ${`Events ${companyId + 1}`})`);
  const otherCompanyId = companyId + 1;
  const supplier = async () => Number((await one<{ id: number }>(sql`insert into suppliers (ven_no, name, short_name, category)
    values (${`E${unique()}`}, 'Events supplier', 'Events', 'paper') returning id`)).id);
  const supplierId = await supplier();
  const otherSupplierId = await supplier();
  const roleOf = async (r: string) => role(rightsForRole(r));
  const [supplierRole, subRole, buyerRole, factoryRole, financeRole, noRights] = await Promise.all([
    roleOf("supplier"), roleOf("supplier_sub"), roleOf("purchaser"), roleOf("factory"), roleOf("finance"), role([]),
  ]);
  const cast = {
    main: await user({ supplierId, roleId: supplierRole, companies: [companyId] }),
    sub: await user({ supplierId, roleId: subRole, companies: [companyId] }),
    subWithoutRight: await user({ supplierId, roleId: noRights, companies: [companyId] }),
    mainElsewhere: await user({ supplierId, roleId: supplierRole, companies: [otherCompanyId] }),
    otherSupplier: await user({ supplierId: otherSupplierId, roleId: supplierRole, companies: [companyId] }),
    buyer: await user({ roleId: buyerRole, companies: [companyId] }),
    factory: await user({ roleId: factoryRole, companies: [companyId] }),
    finance: await user({ roleId: financeRole, companies: [companyId] }),
    buyerElsewhere: await user({ roleId: buyerRole, companies: [otherCompanyId] }),
    noRole: await user({ roleId: noRights, companies: [companyId] }),
    actor: await user({ roleId: noRights, companies: [] }),
  };
  return { companyId, otherCompanyId, supplierId, otherSupplierId, cast };
}
export type World = Awaited<ReturnType<typeof makeWorld>>;

/** The world's documents, one of each kind, straight into the tables (as the ERP or a fixture would). */
export async function makeDocuments(w: World) {
  const no = () => `EV${unique()}`;
  const c = w.companyId;
  const s = w.supplierId;
  const order = await one<{ id: number }>(sql`insert into purchase_orders (company_id, supplier_id, pono, podate, buyer, receive_status, price_review_status, currency)
    values (${c}, ${s}, ${no()}, '2030-01-05', 'events', 'not_received', 'done', 'CNY') returning id`);
  const notice = await one<{ id: number }>(sql`insert into delivery_notices (company_id, supplier_id, notice_no, required_dept, required_date, delivery_no, receive_address, storage_location)
    values (${c}, ${s}, ${no()}, 'PUR', '2030-01-10', ${no()}, 'dock 1', 'WH1') returning id`);
  const receipt = (rejected: string, differs: boolean) => one<{ id: number }>(sql`insert into goods_receipts (company_id, supplier_id, notice_id, recno, recdate, total_rejectqty, has_difference)
    values (${c}, ${s}, ${notice.id}, ${no()}, '2030-01-11', ${rejected}::numeric, ${differs}) returning id`);
  const rejectedReceipt = await receipt("2", true);
  const notice2 = await one<{ id: number }>(sql`insert into delivery_notices (company_id, supplier_id, notice_no, required_dept, required_date, delivery_no, receive_address, storage_location)
    values (${c}, ${s}, ${no()}, 'PUR', '2030-01-10', ${no()}, 'dock 1', 'WH1') returning id`);
  const differingReceipt = await one<{ id: number }>(sql`insert into goods_receipts (company_id, supplier_id, notice_id, recno, recdate, total_rejectqty, has_difference)
    values (${c}, ${s}, ${notice2.id}, ${no()}, '2030-01-11', 0, true) returning id`);
  const statement = await one<{ id: number }>(sql`insert into reconciliation_statements (company_id, supplier_id, statement_no, statement_date,
      period_from, period_to, status, invoice_state, tax_rate, total_amount, payable_amount, tax_amount, net_amount, line_count)
    values (${c}, ${s}, ${no()}, '2030-02-01', '2030-01-01', '2030-01-31', 'sent', 'none', 0.13, 113.00, 113.00, 13.00, 100.00, 0) returning id`);
  const bill = await one<{ id: number }>(sql`insert into deduction_bills (company_id, supplier_id, bill_no, bill_date, reason_category, processing_order_id, amount, description, issued_by)
    values (${c}, ${s}, ${no()}, '2030-01-20', 'other', (select min(id) from processing_orders), 10.00, 'events', ${w.cast.buyer.id}) returning id`);
  const boardNotice = await one<{ id: number }>(sql`insert into notices (company_id, title, level, template, starts_at, ends_at)
    values (${c}, ${`Notice ${no()}`}, 'ordinary', 'ordinary', now(), now() + interval '7 days') returning id`);
  await (await getDb()).execute(sql`insert into notice_receivers (notice_id, supplier_id) values (${boardNotice.id}, ${s})`);
  const db = await getDb();
  const copy = async <T extends typeof processingOrders | typeof owedQuantityOrders>(table: T, over: Record<string, unknown>) => {
    const [row] = (await db.select().from(table as typeof processingOrders).limit(1)) as Array<Record<string, unknown>>;
    const rest = { ...row! };
    delete rest.id;
    const [made] = await db.insert(table).values({ ...rest, companyId: c, ...over } as never).returning({ id: (table as typeof processingOrders).id });
    return Number(made!.id);
  };
  const processingOrderId = await copy(processingOrders, { supplierId: s, outNo: no() });
  const owedId = await copy(owedQuantityOrders, { supplierId: s, owedNo: no() });
  const [plan] = await db.insert(deliveryPlans).values({ companyId: c, noticeNo: no(), sendDate: "2030-01-10", status: "confirmed" }).returning({ id: deliveryPlans.id });
  const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
  const [note] = await db.insert(deliveryNotes).values({
    companyId: c, deliveryNo: no(), planId: plan!.id, noticeNo: no(), customerId: customer!.id, customerName: "Events customer", category: "normal",
    plateNo: "粤B00000", deliveryDate: "2030-01-10", address: "-", deliveryUnit: "-", settlementLegalPerson: "-", ownerLegalPerson: "-", trackingNo: "-",
    createdBy: w.cast.factory.id,
  }).returning({ id: deliveryNotes.id });
  const deliveryNoteId = note!.id;
  const [inquiry] = await db.insert(priceInquiries).values({
    companyId: c, inquiryNo: no(), title: "Events inquiry", currency: "CNY", quoteDeadline: new Date("2030-01-15T00:00:00Z"),
  }).returning({ id: priceInquiries.id });
  const inquiryId = inquiry!.id;
  await db.insert(priceInquirySuppliers).values({ inquiryId, companyId: c, supplierId: s });
  return {
    processingOrderId, owedId, inquiryId, deliveryNoteId,
    orderId: Number(order.id), noticeId: Number(notice.id), rejectedReceiptId: Number(rejectedReceipt.id), differingReceiptId: Number(differingReceipt.id),
    statementId: Number(statement.id), billId: Number(bill.id), boardNoticeId: Number(boardNotice.id),
  };
}

/** Dispatches until the outbox has nothing pending (other files' events included: they are delivered, too). */
export async function drain(limit = 50): Promise<void> {
  const db = await getDb();
  for (let i = 0; i < 10_000; i++) if ((await dispatchBatch(db, limit)) < limit) return;
  throw new Error("the outbox did not drain");
}

export const lastEventId = async () => Number((await one<{ id: number }>(sql`select coalesce(max(id), 0) as id from events`)).id);

/**
 * Who heard of the events of one record raised after `since`, by type, named through `names` (user id → name;
 * an unknown recipient shows as `stranger <id>`), each list sorted. Every such event must have been delivered.
 */
export async function heardOf(since: number, entity: string, entityId: string | number, names: ReadonlyMap<number, string>): Promise<Record<string, string[]>> {
  const found = await rows<{ type: string; user_id: number | null; status: string }>(await getDb(), sql`
    select e.type, n.user_id, e.status from events e left join notifications n on n.event_id = e.id
    where e.id > ${since} and e.entity = ${entity} and e.entity_id = ${String(entityId)} order by e.type, n.user_id`);
  const out: Record<string, string[]> = {};
  for (const r of found) {
    if (r.status !== "done") throw new Error(`event of ${entity} ${entityId} not delivered: ${r.status}`);
    out[r.type] ??= [];
    if (r.user_id !== null) out[r.type]!.push(names.get(Number(r.user_id)) ?? `stranger ${r.user_id}`);
  }
  for (const k of Object.keys(out)) out[k]!.sort();
  return out;
}
