import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Matrix } from "../helpers/matrix";
import { one } from "../helpers/fixtures";
import { makeCollection } from "./erp-purchase.fixtures";

/** The purchase-collection routes of the erp-purchase matrix (tests/helpers/matrix.ts). */
export const purchaseCollectionMatrix: Matrix = {
  "get /purchase-collection": {
    rights: [rights.purchaseCollection.view], kind: "list", table: "collection_orders",
    target: async () => { const c = await makeCollection(); return { path: `/purchase-collection?collectionNo=${c.collectionNo}`, ids: [c.id] }; },
  },
  "get /purchase-collection/export": {
    rights: [rights.purchaseCollection.export], kind: "export",
    target: async () => { const c = await makeCollection(); return { path: `/purchase-collection/export?collectionNo=${c.collectionNo}`, ids: [c.id] }; },
  },
  "get /purchase-collection/:id": {
    rights: [rights.purchaseCollection.view], kind: "read",
    target: async () => { const c = await makeCollection(); return { path: `/purchase-collection/${c.id}` }; },
  },
  "post /purchase-collection/:id/download": {
    rights: [rights.purchaseCollection.download], kind: "write",
    target: async () => {
      const c = await makeCollection();
      return { path: `/purchase-collection/${c.id}/download`,
        unchanged: async () => Number(await one(sql`select download_count as v from collection_orders where id = ${c.id}`)) === 0 };
    },
  },
};
