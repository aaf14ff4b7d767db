import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import { rows } from "../rows";
import type { Prng } from "./prng";
import { dayFrom } from "./purchase";

const processes = [
  { id: "P10", name: "覆膜", type: "表面处理", unit: "PCS", decimals: 0 },
  { id: "P20", name: "烫金", type: "表面处理", unit: "PCS", decimals: 0 },
  { id: "P30", name: "模切", type: "成型", unit: "PCS", decimals: 0 },
  { id: "P40", name: "裱纸", type: "成型", unit: "PCS", decimals: 0 },
  { id: "P50", name: "UV上光", type: "表面处理", unit: "M2", decimals: 2 },
  { id: "P60", name: "糊盒", type: "成型", unit: "KG", decimals: 3 },
] as const;
const parts = ["面纸", "底盒", "内托", "天盖", "说明书"];
const colours = ["4C+0", "4C+1", "4C+专色", "1C+0"];
const sizes = ["787×1092", "889×1194", "635×965"];
const cuts = ["540×390", "420×297", "297×210"];

/**
 * Demo outsourced processing orders for suppliers 1001, 1002 and the processing suppliers, in companies 1
 * and 2: new ones (price review done or pending), received ones part-way through production with their
 * ledger rows, completed, overdue and rejected ones. Insert-if-missing by (company, out_no, line_no).
 */
export async function seedProcessingOrders(db: Db, rand: Prng): Promise<void> {
  const [{ today } = { today: "" }] = await rows<{ today: string }>(db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  const day = dayFrom(today);
  const sups = await db.select({ id: s.suppliers.id, venNo: s.suppliers.venNo, category: s.suppliers.category }).from(s.suppliers).orderBy(s.suppliers.venNo);
  const chosen = sups.filter((x) => x.venNo === "1001" || x.venNo === "1002" || x.category === "processing");
  const users = await db.select({ id: s.users.id, userName: s.users.userName }).from(s.users)
    .where(inArray(s.users.userName, chosen.map((x) => `sup${x.venNo}`)));
  const userOf = new Map(users.map((u) => [u.userName, u.id]));
  for (const companyId of [1, 2]) {
    for (const sup of chosen) {
      for (let n = 1; n <= 12; n++) {
        const pr = rand.pick(processes);
        const outboundQty = rand.int(5, 60) * 100;
        const kind = n <= 3 ? "new" : n === 4 ? "pending" : n <= 9 ? "progress" : n <= 11 ? "done" : "rejected";
        const done = kind === "done" ? outboundQty : kind === "progress" ? rand.int(0, 9) * Math.floor(outboundQty / 10) : 0;
        const unitPrice = (rand.int(5, 300) / 100).toFixed(2);
        const outboundDate = day(-rand.int(1, 80));
        const outNo = `WF${companyId}${sup.venNo}${String(n).padStart(3, "0")}`;
        const received = kind === "progress" || kind === "done";
        const [row] = await db.insert(s.processingOrders).values({
          companyId, supplierId: sup.id, outNo, lineNo: 1, outboundDate,
          materialNo: `M${rand.int(100000, 999999)}`, processingType: pr.type, valuationType: rand.pick(["计件", "计面积", "计重"]),
          projectNo: `PJ${rand.int(20000, 29999)}`, itemNo: `CP-${rand.int(1000, 9999)}`, part: rand.pick(parts),
          receiveStatus: received ? "received" : kind === "rejected" ? "rejected" : "not_received",
          rejectReason: kind === "rejected" ? "工艺无法满足" : null,
          priceReviewStatus: kind === "pending" ? "pending" : "done",
          receivedBy: received ? (userOf.get(`sup${sup.venNo}`) ?? null) : null,
          receivedAt: received ? new Date(`${outboundDate}T09:00:00Z`) : null,
          processId: pr.id, processName: pr.name, unit: pr.unit, unitDecimals: pr.decimals,
          outboundQty: `${outboundQty}`, completedQty: `${done}`,
          productBarcode: `69${rand.int(10000000, 99999999)}${rand.int(100, 999)}`,
          orderQty: `${outboundQty}`, deliveryQty: `${Math.min(done, outboundQty)}`,
          weight: (outboundQty * 0.012).toFixed(3), unitPrice, amount: (outboundQty * Number(unitPrice)).toFixed(2),
          priceSettingNo: `JG${rand.int(1000, 9999)}`, completionDate: day(rand.int(-20, 25)),
          businessUnit: rand.pick(["彩盒事业部", "包装事业部", "书刊事业部"]), printColour: rand.pick(colours),
          printSize: rand.pick(sizes), cutSize: rand.pick(cuts), releaseAnnouncedAt: new Date(`${outboundDate}T09:00:00Z`),
        }).onConflictDoNothing().returning({ id: s.processingOrders.id });
        const by = userOf.get(`sup${sup.venNo}`);
        if (row && done > 0 && by) {
          const first = Math.floor(done / 2);
          const entries = first > 0 ? [first, done - first] : [done];
          let cum = 0;
          await db.insert(s.processingQuantityEntries).values(entries.map((q) => ({ orderId: row.id, qty: `${q}`, cumulativeAfter: `${(cum += q)}`, enteredBy: by })));
        }
      }
    }
  }
  await db.update(s.processingOrders).set({ completedAt: sql`modified_at` })
    .where(and(eq(s.processingOrders.completedQty, s.processingOrders.outboundQty), sql`completed_at is null`));
}
