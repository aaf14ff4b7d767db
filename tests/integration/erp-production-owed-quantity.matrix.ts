import { rights } from "@/lib/rights/codes";
import type { Matrix } from "../helpers/matrix";
import { makeOwed, owedState } from "./erp-production.fixtures";

/** The owed-quantity routes of the erp-production matrix: fresh owed quantities of supplier 1001 in company 1, confirmed or disputed by the supplier alone. */
const owedPending = (id: number) => async () => (await owedState(id)).status === "pending";

export const owedQuantityMatrix: Matrix = {
  "get /owed-quantity": {
    rights: [rights.owedQuantity.view], kind: "list", table: "owed_quantity_orders",
    target: async () => { const o = await makeOwed(); return { path: `/owed-quantity?owedNo=${o.owedNo}`, ids: [o.id] }; },
  },
  "get /owed-quantity/export": {
    rights: [rights.owedQuantity.export], kind: "export",
    target: async () => { const o = await makeOwed(); return { path: `/owed-quantity/export?owedNo=${o.owedNo}`, ids: [o.id] }; },
  },
  "get /owed-quantity/todo": { rights: [rights.owedQuantity.view], kind: "read", outsider: { sup1002: 200 }, target: async () => ({ path: "/owed-quantity/todo" }) },
  "post /owed-quantity/batch/confirm": {
    rights: [rights.owedQuantity.confirm], kind: "batch",
    target: async () => { const o = await makeOwed(); return { path: "/owed-quantity/batch/confirm", body: { ids: [o.id] }, ids: [o.id], unchanged: owedPending(o.id) }; },
  },
  "post /owed-quantity/batch/dispute": {
    rights: [rights.owedQuantity.dispute], kind: "batch",
    target: async () => { const o = await makeOwed(); return { path: "/owed-quantity/batch/dispute", body: { ids: [o.id], reason: "m" }, ids: [o.id], unchanged: owedPending(o.id) }; },
  },
  "post /owed-quantity/:id/confirm": {
    rights: [rights.owedQuantity.confirm], kind: "write",
    target: async () => { const o = await makeOwed(); return { path: `/owed-quantity/${o.id}/confirm`, unchanged: owedPending(o.id) }; },
  },
  "post /owed-quantity/:id/dispute": {
    rights: [rights.owedQuantity.dispute], kind: "write",
    target: async () => { const o = await makeOwed(); return { path: `/owed-quantity/${o.id}/dispute`, body: { reason: "m" }, unchanged: owedPending(o.id) }; },
  },
  "get /owed-quantity/:id/audit": {
    rights: [rights.owedQuantity.view], kind: "read",
    target: async () => ({ path: `/owed-quantity/${(await makeOwed()).id}/audit` }),
  },
};
