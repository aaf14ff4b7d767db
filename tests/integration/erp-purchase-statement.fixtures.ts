import { sql } from "drizzle-orm";
import { rightsForRole } from "@/lib/rights/roles";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { makeNotice } from "./erp-purchase.fixtures";
import { makeUser, supplierIdOf } from "../helpers/fixtures";

let counter = 0;
export const unique = () => `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`.toUpperCase();

/** A supplier of its own, with its main account, trading with company 1. */
export async function makeSupplier() {
  const db = await getDb();
  const venNo = `8${unique()}`.slice(0, 12);
  const [s] = await rows<{ id: number }>(db, sql`insert into suppliers (ven_no, name, short_name, category)
    values (${venNo}, ${`对账供应商 ${venNo}`}, ${`对账${venNo}`}, 'paper') returning id`);
  const user = `rs${s!.id}`;
  await makeUser(user, { rights: rightsForRole("supplier"), venNo });
  return { venNo, supplierId: Number(s!.id), token: await login(user) };
}

/**
 * A goods receipt of the supplier on `recdate`: two PO lines at 1.13 (tax-inclusive), `qty` received and
 * `returned` of it rejected and returned. Recorded through the services like the buyer would.
 */
export async function makeReceipt(supplier: { venNo: string; token: string }, buyer: string, recdate: string, qty = "10", returned = "0") {
  const n = await makeNotice(supplier.token, qty, { venNo: supplier.venNo });
  const lines = (await call<{ lines: Array<{ id: number }> }>("erp-purchase", "GET", `/delivery-notice/${n.noticeId}`, { token: supplier.token })).body.data!.lines;
  const pass = (Number(qty) - Number(returned)).toString();
  const res = await call<{ id: number; recno: string }>("erp-purchase", "POST", "/purchase-receipt", {
    token: buyer,
    body: { noticeId: n.noticeId, recdate, lines: lines.map((l) => ({ noticeLineId: l.id, recqty: qty, passqty: pass, rejectqty: returned, returnqty: returned, instoreqty: pass })) },
  });
  if (res.body.returnCode !== 200) throw new Error(`makeReceipt: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

export const statementStatusOf = async (id: number) =>
  (await rows<{ status: string; invoice_state: string }>(await getDb(), sql`select status, invoice_state from reconciliation_statements where id = ${id}`))[0];

/**
 * A statement of supplier 1001 in company 1 in the given state, written straight into the tables with one
 * line of its own (a source id nobody else has), for the authorisation matrix.
 */
export async function makeStatement(status: string, o: { invoiceState?: string; dispute?: string } = {}) {
  const db = await getDb();
  const supplierId = await supplierIdOf("1001");
  const no = `TS${unique()}`;
  const [s] = await rows<{ id: number }>(db, sql`insert into reconciliation_statements (company_id, supplier_id, statement_no, statement_date,
      period_from, period_to, status, invoice_state, tax_rate, total_amount, payable_amount, tax_amount, net_amount, line_count)
    values (1, ${supplierId}, ${no}, '2030-02-01', '2030-01-01', '2030-01-31', ${status}, ${o.invoiceState ?? (status === "confirmed" ? "to_upload" : "none")},
      0.13, 113.00, 113.00, 13.00, 100.00, 1) returning id`);
  const [l] = await rows<{ id: number }>(db, sql`insert into reconciliation_statement_lines (statement_id, seqno, kind, source_type, source_id,
      source_number, description, amount, payable, tax, net, dispute, dispute_reason)
    values (${s!.id}, 1, 'source', 'receipt', ${`fx-${no}`}, ${no}, 'fixture', 113.00, 113.00, 13.00, 100.00, ${o.dispute ?? "none"},
      ${o.dispute ? "fixture" : null}) returning id`);
  return { id: Number(s!.id), lineId: Number(l!.id), statementNo: no };
}
