import { rights } from "@/lib/rights/codes";
import type { Matrix, Tokens } from "../helpers/matrix";
import { createSub, roleId, tag } from "./base-data-sub-account.fixtures";

/**
 * The sub-account routes of the base-data matrix: a supplier's main account manages its own sub-accounts (fresh ones
 * of 1001 here); another supplier's main account holds the rights but reaches none of them; base-data-sub-account.matrix.test.ts walks admins and staff.
 */
const sub = async (t: Tokens) => (await createSub(t.sup1001!)).res.body.data!.id;
const subRole = async () => [await roleId("supplier_sub")];

export const subAccountMatrix: Matrix = {
  "get /sub-account": {
    rights: [rights.subAccount.view], kind: "list",
    target: async (t) => { const s = await createSub(t.sup1001!); return { path: `/sub-account?q=${s.body.userName}`, ids: [s.res.body.data!.id] }; },
  },
  "get /sub-account/export": {
    rights: [rights.subAccount.export], kind: "export",
    target: async (t) => { const s = await createSub(t.sup1001!); return { path: `/sub-account/export?q=${s.body.userName}`, ids: [s.res.body.data!.id] }; },
  },
  "get /sub-account/grantable-roles": { rights: [rights.subAccount.add, rights.subAccount.edit], kind: "read", outsider: { sup1002: 200 }, target: async () => ({ path: "/sub-account/grantable-roles" }) },
  "post /sub-account": {
    rights: [rights.subAccount.add], kind: "create", outsider: { sup1002: 200 },
    target: async () => ({ path: "/sub-account", body: { userName: `x${tag()}`, name: "X", roleIds: await subRole() } }),
  },
  "get /sub-account/:id": { rights: [rights.subAccount.view], kind: "read", target: async (t) => ({ path: `/sub-account/${await sub(t)}` }) },
  "put /sub-account/:id": { rights: [rights.subAccount.edit], kind: "write", target: async (t) => ({ path: `/sub-account/${await sub(t)}`, body: { name: "Y", roleIds: await subRole() } }) },
  "post /sub-account/:id/enabled": { rights: [rights.subAccount.edit], kind: "write", target: async (t) => ({ path: `/sub-account/${await sub(t)}/enabled`, body: { enabled: false } }) },
  "post /sub-account/:id/reset-password": { rights: [rights.subAccount.edit], kind: "write", target: async (t) => ({ path: `/sub-account/${await sub(t)}/reset-password` }) },
  "get /sub-account/:id/audit": { rights: [rights.subAccount.view], kind: "read", target: async (t) => ({ path: `/sub-account/${await sub(t)}/audit` }) },
};
