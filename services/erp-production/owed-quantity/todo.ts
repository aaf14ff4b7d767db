import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";
import { rows } from "@/services/db/rows";
import { owedQuantityOrders } from "@/services/db/schema";
import { owedWhere, q } from "./where";

/** The count behind the dashboard's "owed-quantity order confirmation" tile: the same filter as its link. */
export const getOwedTodo = defineRoute(owedQuantityOps.todo, {
  rights: [rights.owedQuantity.view],
  handler: async ({ db, scope }) => {
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${owedQuantityOrders} ${q} where ${owedWhere(scope, { status: "pending" })}`);
    return { pending: Number(r?.n ?? 0) };
  },
});
