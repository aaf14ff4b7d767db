import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import type { Actor, Matrix } from "../helpers/matrix";

// The factory's own tasks: suppliers hold no right on menu 53, in their tenant or any other.
const suppliersDenied: Actor[] = ["sup1001", "sup1001a"];
const readOutsiders = { sup1002: 403, sibling: 403 };
const writeOutsiders = { sup1002: 403, buyer02: 404, sibling: 403 };
let counter = 0;
const project = () => `MX${process.pid}-${counter++}`;
export const prepBody = (projectNo = project()) => ({
  projectNo, workOrder: "WO-1", itemno: "MX-ITEM", itemdesc: "Matrix board", unit: "PCS", requiredQty: "10", readyBy: "2030-01-31",
  venno: "1001", responsible: "Matrix", remark: "",
});
const one = async (q: ReturnType<typeof sql>) => (await rows<{ v: unknown }>(await getDb(), q))[0]?.v;

async function makeTask(buyer: string) {
  const body = prepBody();
  const res = await call<{ id: number; taskNo: string }>("erp-purchase", "POST", "/material-prep", { token: buyer, body });
  return { id: res.body.data!.id, taskNo: res.body.data!.taskNo, projectNo: body.projectNo };
}
const prepared = (id: number) => one(sql`select prepared_qty::text as v from material_prep_tasks where id = ${id}`);
const statusOf = (id: number) => one(sql`select status as v from material_prep_tasks where id = ${id}`);

export const materialPrepMatrix: Matrix = {
  "get /material-prep": {
    rights: [rights.materialPrep.view], kind: "list", table: "material_prep_tasks", deny: suppliersDenied, outsider: readOutsiders,
    target: async (t) => { const m = await makeTask(t.buyer01!); return { path: `/material-prep?projectNo=${m.projectNo}`, ids: [m.id] }; },
  },
  "get /material-prep/export": {
    rights: [rights.materialPrep.export], kind: "export", deny: suppliersDenied, outsider: readOutsiders,
    target: async (t) => { const m = await makeTask(t.buyer01!); return { path: `/material-prep/export?projectNo=${m.projectNo}&columns=taskNo,status`, ids: [m.id] }; },
  },
  "post /material-prep": {
    rights: [rights.materialPrep.add], kind: "create", deny: suppliersDenied, outsider: { sup1002: 403, buyer02: 200, sibling: 403 },
    target: async () => ({ path: "/material-prep", body: prepBody() }),
  },
  "get /material-prep/:id": {
    rights: [rights.materialPrep.view], kind: "read", deny: suppliersDenied, outsider: readOutsiders,
    target: async (t) => ({ path: `/material-prep/${(await makeTask(t.buyer01!)).id}` }),
  },
  "put /material-prep/:id": {
    rights: [rights.materialPrep.edit], kind: "write", deny: suppliersDenied, outsider: writeOutsiders,
    target: async (t) => {
      const m = await makeTask(t.buyer01!);
      return { path: `/material-prep/${m.id}`, body: prepBody(),
        unchanged: async () => (await one(sql`select project_no as v from material_prep_tasks where id = ${m.id}`)) === m.projectNo };
    },
  },
  "delete /material-prep/:id": {
    rights: [rights.materialPrep.delete], kind: "write", deny: suppliersDenied, outsider: writeOutsiders,
    target: async (t) => {
      const m = await makeTask(t.buyer01!);
      return { path: `/material-prep/${m.id}`, unchanged: async () => (await one(sql`select count(*)::int as v from material_prep_tasks where id = ${m.id}`)) === 1 };
    },
  },
  "post /material-prep/:id/progress": {
    rights: [rights.materialPrep.progress], kind: "write", deny: suppliersDenied, outsider: writeOutsiders,
    target: async (t) => {
      const m = await makeTask(t.buyer01!);
      return { path: `/material-prep/${m.id}/progress`, body: { qty: "1", note: "" }, unchanged: async () => (await prepared(m.id)) === "0.0000" };
    },
  },
  "post /material-prep/:id/cancel": {
    rights: [rights.materialPrep.cancel], kind: "write", deny: suppliersDenied, outsider: writeOutsiders,
    target: async (t) => {
      const m = await makeTask(t.buyer01!);
      return { path: `/material-prep/${m.id}/cancel`, body: { reason: "matrix" }, unchanged: async () => (await statusOf(m.id)) === "open" };
    },
  },
};
