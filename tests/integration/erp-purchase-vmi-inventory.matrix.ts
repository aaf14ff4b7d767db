import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Matrix } from "../helpers/matrix";
import { one } from "../helpers/fixtures";
import { makeVmiMaterial, vmiItemno, vmiOnHand, vmiReceive } from "./erp-purchase-vmi.fixtures";

/** The vmi-inventory routes of the erp-purchase matrix (tests/helpers/matrix.ts): buyers keep the stock, suppliers read it. */
export const vmiInventoryMatrix: Matrix = {
  "get /vmi-inventory": {
    rights: [rights.vmiInventory.view], kind: "list", table: "vmi_materials",
    target: async (t) => { const m = await makeVmiMaterial(t.buyer01!); return { path: `/vmi-inventory?itemno=${m.itemno}`, ids: [m.id] }; },
  },
  "get /vmi-inventory/export": {
    rights: [rights.vmiInventory.export], kind: "export",
    target: async (t) => { const m = await makeVmiMaterial(t.buyer01!); return { path: `/vmi-inventory/export?itemno=${m.itemno}&columns=itemno,onHand`, ids: [m.id] }; },
  },
  "get /vmi-inventory/movements": {
    rights: [rights.vmiInventory.view], kind: "list", table: "vmi_movements",
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/movements?itemno=${m.itemno}`, ids: [await vmiReceive(t.buyer01!, m.id, "5")] };
    },
  },
  "get /vmi-inventory/movements/export": {
    rights: [rights.vmiInventory.export], kind: "export",
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/movements/export?itemno=${m.itemno}&columns=movementNo,qty`, ids: [await vmiReceive(t.buyer01!, m.id, "5")] };
    },
  },
  "post /vmi-inventory": {
    // buyer02 agrees the material in its own company 3: a create in its tenant, nothing in company 1.
    rights: [rights.vmiInventory.add], kind: "create", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 200, sibling: 403 },
    target: async () => ({
      path: "/vmi-inventory",
      body: { venno: "1001", itemno: vmiItemno(), itemdesc: "m", unit: "KG", minQty: "1", maxQty: "2", agreedPrice: "1", currency: "CNY", defaultLocation: "A" },
    }),
  },
  "get /vmi-inventory/:id": {
    rights: [rights.vmiInventory.view], kind: "read",
    target: async (t) => { const m = await makeVmiMaterial(t.buyer01!); return { path: `/vmi-inventory/${m.id}` }; },
  },
  "put /vmi-inventory/:id": {
    rights: [rights.vmiInventory.edit], kind: "write", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/${m.id}`, body: { itemdesc: "changed", unit: "KG", minQty: "1", maxQty: "2", agreedPrice: "1", currency: "CNY", defaultLocation: "A" },
        unchanged: async () => (await one(sql`select itemdesc as v from vmi_materials where id = ${m.id}`)) === m.itemdesc };
    },
  },
  "post /vmi-inventory/:id/receipt": {
    rights: [rights.vmiInventory.receive], kind: "write", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/${m.id}/receipt`, body: { location: "A-01", qty: "3" }, unchanged: async () => (await vmiOnHand(m.id)) === "0" };
    },
  },
  "post /vmi-inventory/:id/consumption": {
    rights: [rights.vmiInventory.consume], kind: "write", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      await vmiReceive(t.buyer01!, m.id, "10");
      return { path: `/vmi-inventory/${m.id}/consumption`, body: { location: "A-01", qty: "3" }, unchanged: async () => (await vmiOnHand(m.id)) === "10.0000" };
    },
  },
};
