import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { png } from "../helpers/files";
import { fetchRaw } from "../helpers/fixtures";
import { internalOnly, type Matrix, type Tokens } from "../helpers/matrix";
import { deductionState, makeDeduction } from "./erp-production.fixtures";

/** The deduction-bill routes of the erp-production matrix: bills of supplier 1001 in company 1, issued and answered by staff, confirmed or disputed by the supplier. */
const billIs = (id: number, status: string) => async () => (await deductionState(id)).status === status;
/** An evidence file uploaded by purchasing and attached to a fresh bill. */
async function evidence(t: Tokens): Promise<string> {
  const res = await fetchRaw("POST", "/deduction-bill/evidence/upload?name=e.png", { service: "erp-production", token: t.buyer01, raw: png() });
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  const b = await makeDeduction();
  await rows(await getDb(), sql`update deduction_bill_files set bill_id = ${b.id} where file_id = ${id}::uuid`);
  return id;
}

export const deductionBillMatrix: Matrix = {
  "get /deduction-bill": {
    rights: [rights.deductionBill.view], kind: "list", table: "deduction_bills",
    target: async () => { const b = await makeDeduction(); return { path: `/deduction-bill?billNo=${b.billNo}`, ids: [b.id] }; },
  },
  "get /deduction-bill/export": {
    rights: [rights.deductionBill.export], kind: "export",
    target: async () => { const b = await makeDeduction(); return { path: `/deduction-bill/export?billNo=${b.billNo}`, ids: [b.id] }; },
  },
  "get /deduction-bill/todo": { rights: [rights.deductionBill.view], kind: "read", outsider: { sup1002: 200 }, target: async () => ({ path: "/deduction-bill/todo" }) },
  "post /deduction-bill/evidence/upload": internalOnly([rights.deductionBill.add], "create", "/deduction-bill/evidence/upload?name=e.png"),
  "get /deduction-bill/file/:fileId": { rights: [rights.deductionBill.view], kind: "read", target: async (t) => ({ path: `/deduction-bill/file/${await evidence(t)}` }) },
  "get /deduction-bill/orders": internalOnly([rights.deductionBill.add], "list", "/deduction-bill/orders?outNo=X"),
  "post /deduction-bill": internalOnly([rights.deductionBill.add], "create", "/deduction-bill", {}),
  "post /deduction-bill/batch/confirm": {
    rights: [rights.deductionBill.confirm], kind: "batch",
    target: async () => { const b = await makeDeduction(); return { path: "/deduction-bill/batch/confirm", body: { ids: [b.id] }, ids: [b.id], unchanged: billIs(b.id, "issued") }; },
  },
  "post /deduction-bill/batch/dispute": {
    rights: [rights.deductionBill.dispute], kind: "batch",
    target: async () => { const b = await makeDeduction(); return { path: "/deduction-bill/batch/dispute", body: { ids: [b.id], reason: "m" }, ids: [b.id], unchanged: billIs(b.id, "issued") }; },
  },
  "get /deduction-bill/:id": { rights: [rights.deductionBill.view], kind: "read", target: async () => ({ path: `/deduction-bill/${(await makeDeduction()).id}` }) },
  "post /deduction-bill/:id/confirm": {
    rights: [rights.deductionBill.confirm], kind: "write",
    target: async () => { const b = await makeDeduction(); return { path: `/deduction-bill/${b.id}/confirm`, unchanged: billIs(b.id, "issued") }; },
  },
  "post /deduction-bill/:id/dispute": {
    rights: [rights.deductionBill.dispute], kind: "write",
    target: async () => { const b = await makeDeduction(); return { path: `/deduction-bill/${b.id}/dispute`, body: { reason: "m" }, unchanged: billIs(b.id, "issued") }; },
  },
  "post /deduction-bill/:id/answer": internalOnly([rights.deductionBill.answer], "write", "/deduction-bill/2147483647/answer", { decision: "maintain", answer: "m" }),
  "get /deduction-bill/:id/audit": { rights: [rights.deductionBill.view], kind: "read", target: async () => ({ path: `/deduction-bill/${(await makeDeduction()).id}/audit` }) },
};
