import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Actor, Matrix, Tokens } from "../helpers/matrix";
import { labelOrder, makeProcessingLabels, processingBody } from "./label.fixtures";
import { noRows, createRefused, finishedTask, idle } from "./label-purchase-label.matrix";

/** The label-print routes of the label matrix: processing labels are the factory's and the suppliers' (menu 43), so the internal actors are factory staff. */
const actors = { inTenant: ["sup1001", "sup1001a", "factory01", "admin"] as Actor[], outsiders: ["sup1002", "factory03", "sibling"] as Actor[] };
const pBatch = async (t: Tokens) => makeProcessingLabels(t.sup1001!, (await labelOrder()).id, "outsourced", { count: 2 });

export const labelPrintMatrix: Matrix = {
  "get /label-print": {
    actors, rights: [rights.labelPrint.view], kind: "list",
    target: async (t) => { const o = await labelOrder(); const b = await makeProcessingLabels(t.sup1001!, o.id, "semi_finished", { count: 1 }); return { path: `/label-print?outNo=${o.outNo}`, ids: [b.id] }; },
  },
  "get /label-print/export": {
    actors, rights: [rights.labelPrint.view], kind: "export",
    target: async (t) => { const o = await labelOrder(); const b = await makeProcessingLabels(t.sup1001!, o.id, "semi_finished", { count: 1 }); return { path: `/label-print/export?outNo=${o.outNo}`, ids: [b.id] }; },
  },
  "get /label-print/order": {
    actors, rights: [rights.labelPrint.print], kind: "read",
    target: async () => { const o = await labelOrder(); return { path: `/label-print/order?outNo=${o.outNo}&kind=finished`, missing: "/label-print/order?outNo=NONE&kind=finished" }; },
  },
  "post /label-print": {
    actors, rights: [rights.labelPrint.print], kind: "create", outsider: createRefused(actors.outsiders),
    target: async () => { const o = await labelOrder({ done: "24" }); return { path: "/label-print", body: processingBody(o.id, "finished"), unchanged: noRows(sql`select count(*)::int as n from label_batches where source_type = 'finished' and source_id = ${o.id}`) }; },
  },
  "get /label-print/task/:id": {
    actors, rights: [rights.labelPrint.download], kind: "own",
    target: async (t) => ({ path: `/label-print/task/${await finishedTask("label-print", pBatch, t)}` }),
  },
  "get /label-print/task/:id/file": {
    actors, rights: [rights.labelPrint.download], kind: "own",
    target: async (t) => ({ path: `/label-print/task/${await finishedTask("label-print", pBatch, t)}/file` }),
  },
  "get /label-print/:id": {
    actors, rights: [rights.labelPrint.view, rights.labelPrint.print], kind: "read",
    target: async (t) => ({ path: `/label-print/${(await pBatch(t)).id}` }),
  },
  "post /label-print/:id/print": {
    actors, rights: [rights.labelPrint.print], kind: "write",
    target: async (t) => { const b = await pBatch(t); return { path: `/label-print/${b.id}/print`, body: { from: 1, count: 2 }, unchanged: noRows(sql`select count(*)::int as n from label_prints where batch_id = ${b.id}`) }; },
  },
  "post /label-print/:id/download": {
    actors, rights: [rights.labelPrint.download], kind: "write", settle: idle,
    target: async (t) => { const b = await pBatch(t); return { path: `/label-print/${b.id}/download`, body: { template: "generic_100x70", count: 1 }, unchanged: noRows(sql`select count(*)::int as n from label_tasks where batch_id = ${b.id}`) }; },
  },
};
