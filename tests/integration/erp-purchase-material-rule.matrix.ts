import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { makeOrder } from "./erp-purchase.fixtures";
import type { Actor, Matrix } from "../helpers/matrix";

const internalOnly: Actor[] = ["sup1001", "sup1001a"];
const internalOutsiders = { sup1002: 403, buyer02: 404, sibling: 403 };
let counter = 0;
const responsible = () => `mx-${process.pid}-${counter++}-x`;
const ruleBody = (who = responsible()) => ({ venno: "1001", materialType: "auxiliary", responsible: who, effectiveFrom: "2000-01-01", effectiveTo: "2099-12-31", horizonDays: 5 });
const one = async (q: ReturnType<typeof sql>) => (await rows<{ v: unknown }>(await getDb(), q))[0]?.v;

async function makeRule(buyer: string) {
  const who = responsible();
  const res = await call<{ id: number }>("erp-purchase", "POST", "/material-rule", { token: buyer, body: ruleBody(who) });
  return { id: res.body.data!.id, responsible: who };
}

/** A fresh notice of supplier 1001 in company 1: a rule, an open line of its type due tomorrow, then today's notices. */
async function makeNotice(buyer: string) {
  const r = await makeRule(buyer);
  const { lineIds } = await makeOrder({ venNo: "1001", lines: 1, deldateOffset: 1 });
  await (await getDb()).execute(sql`update purchase_order_lines set loc_type_name = '辅料' where id = ${lineIds[0]!}`);
  await call("erp-purchase", "POST", "/material-rule/notices/generate", { token: buyer });
  const id = Number(await one(sql`select notice_id as v from material_notice_lines where rule_id = ${r.id} and po_line_id = ${lineIds[0]!}`));
  const noticeNo = String(await one(sql`select notice_no as v from material_notices where id = ${id}`));
  return { id, noticeNo };
}

export const materialRuleMatrix: Matrix = {
  "get /material-rule": {
    rights: [rights.materialRule.view], kind: "list", table: "material_rules",
    target: async (t) => { const r = await makeRule(t.buyer01!); return { path: `/material-rule?responsible=${r.responsible}&effectiveOn=2099-06-01&materialType=auxiliary`, ids: [r.id] }; },
  },
  "get /material-rule/export": {
    rights: [rights.materialRule.export], kind: "export",
    target: async (t) => { const r = await makeRule(t.buyer01!); return { path: `/material-rule/export?responsible=${r.responsible}&columns=venno,responsible`, ids: [r.id] }; },
  },
  "post /material-rule": {
    rights: [rights.materialRule.add], kind: "create", deny: internalOnly, outsider: { sup1002: 403, buyer02: 200, sibling: 403 },
    target: async () => ({ path: "/material-rule", body: ruleBody() }),
  },
  "get /material-rule/:id": {
    rights: [rights.materialRule.view], kind: "read",
    target: async (t) => ({ path: `/material-rule/${(await makeRule(t.buyer01!)).id}` }),
  },
  "put /material-rule/:id": {
    rights: [rights.materialRule.edit], kind: "write", deny: internalOnly, outsider: internalOutsiders,
    target: async (t) => {
      const r = await makeRule(t.buyer01!);
      return { path: `/material-rule/${r.id}`, body: ruleBody(),
        unchanged: async () => (await one(sql`select responsible as v from material_rules where id = ${r.id}`)) === r.responsible };
    },
  },
  "delete /material-rule/:id": {
    rights: [rights.materialRule.delete], kind: "write", deny: internalOnly, outsider: internalOutsiders,
    target: async (t) => {
      const r = await makeRule(t.buyer01!);
      return { path: `/material-rule/${r.id}`, unchanged: async () => (await one(sql`select count(*)::int as v from material_rules where id = ${r.id}`)) === 1 };
    },
  },
  "post /material-rule/notices/generate": {
    // buyer02 sends its own company's notices: a run in its tenant that touches nothing of company 1.
    rights: [rights.materialRule.generate], kind: "create", deny: internalOnly, outsider: { sup1002: 403, buyer02: 200, sibling: 403 },
    target: async () => ({ path: "/material-rule/notices/generate" }),
  },
  "get /material-rule/notices": {
    rights: [rights.materialRule.view], kind: "list", table: "material_notices",
    target: async (t) => { const n = await makeNotice(t.buyer01!); return { path: `/material-rule/notices?noticeNo=${n.noticeNo}`, ids: [n.id] }; },
  },
  "get /material-rule/notices/export": {
    rights: [rights.materialRule.export], kind: "export",
    target: async (t) => { const n = await makeNotice(t.buyer01!); return { path: `/material-rule/notices/export?noticeNo=${n.noticeNo}&columns=noticeNo,status`, ids: [n.id] }; },
  },
  "get /material-rule/notices/:id": {
    rights: [rights.materialRule.view], kind: "read",
    target: async (t) => ({ path: `/material-rule/notices/${(await makeNotice(t.buyer01!)).id}` }),
  },
  "post /material-rule/notices/:id/acknowledge": {
    rights: [rights.materialRule.acknowledge], kind: "write", deny: ["buyer01"], outsider: { buyer02: 403 },
    target: async (t) => {
      const n = await makeNotice(t.buyer01!);
      return { path: `/material-rule/notices/${n.id}/acknowledge`, unchanged: async () => (await one(sql`select status as v from material_notices where id = ${n.id}`)) === "sent" };
    },
  },
};
