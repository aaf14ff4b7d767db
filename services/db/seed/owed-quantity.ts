import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import { rows } from "../rows";
import type { Prng } from "./prng";
import { dayFrom } from "./purchase";

const items = [
  { no: "BZ-1001", name: "彩盒面纸", type: "半成品" },
  { no: "BZ-2040", name: "内托", type: "半成品" },
  { no: "CP-3310", name: "礼品盒", type: "成品" },
  { no: "YL-0508", name: "白卡纸 350g", type: "原材料" },
] as const;

/**
 * Demo owed-quantity orders for suppliers 1001, 1002 and the processing suppliers in companies 1 and 2:
 * mostly waiting for confirmation, some confirmed, one disputed. Insert-if-missing by (company, owed_no).
 */
export async function seedOwedQuantity(db: Db, rand: Prng): Promise<void> {
  const [{ today } = { today: "" }] = await rows<{ today: string }>(db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  const day = dayFrom(today);
  const sups = await db.select({ id: s.suppliers.id, venNo: s.suppliers.venNo, category: s.suppliers.category }).from(s.suppliers).orderBy(s.suppliers.venNo);
  const chosen = sups.filter((x) => x.venNo === "1001" || x.venNo === "1002" || x.category === "processing");
  const users = await db.select({ id: s.users.id, userName: s.users.userName }).from(s.users).where(inArray(s.users.userName, chosen.map((x) => `sup${x.venNo}`)));
  const userOf = new Map(users.map((u) => [u.userName, u.id]));
  for (const companyId of [1, 2]) {
    for (const sup of chosen) {
      for (let n = 1; n <= 6; n++) {
        const item = rand.pick(items);
        const should = rand.int(10, 80) * 100;
        const finished = should - rand.int(1, 20) * 10;
        const owed = should - finished;
        const complement = rand.int(0, 1) ? Math.floor(owed / 2) : 0;
        const status = n <= 4 ? "pending" : n === 5 ? "confirmed" : "disputed";
        const answered = status !== "pending";
        await db.insert(s.owedQuantityOrders).values({
          companyId, supplierId: sup.id, owedNo: `QS${companyId}${sup.venNo}${String(n).padStart(3, "0")}`, billDate: day(-rand.int(0, 60)),
          projectNo: `PJ${rand.int(20000, 29999)}`, workNo: `GD${rand.int(100000, 999999)}`, owedItemNo: item.no, owedItemName: item.name, owedType: item.type,
          shouldQty: `${should}`, finishedQty: `${finished}`, owedQty: `${owed}`, complementQty: `${complement}`, status,
          disputeReason: status === "disputed" ? "实际已按数交货，送货单可查" : null,
          answeredBy: answered ? (userOf.get(`sup${sup.venNo}`) ?? null) : null,
          answeredAt: answered ? new Date(`${today}T08:00:00Z`) : null, issueAnnouncedAt: new Date(`${today}T08:00:00Z`),
        }).onConflictDoNothing();
      }
    }
  }
}
