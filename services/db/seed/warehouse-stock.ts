import type { Db } from "../client";
import * as s from "../schema";
import type { Prng } from "./prng";

/** Finished products of the demo customers, shared by the stock and the delivery notices. */
export const deliveryProducts = [
  ["CP-1001", "彩盒 手机包装盒", "210×150×60mm 350g白卡 4C+UV"],
  ["CP-1002", "天地盖礼盒", "300×220×90mm 1200g灰板 裱铜版"],
  ["CP-1003", "说明书 A5 折页", "A5 128g铜版 4C+4C 三折"],
  ["CP-1004", "不干胶标签", "80×50mm 铜版不干胶 4C"],
  ["CP-1005", "瓦楞外箱 五层", "600×400×400mm K=K BC楞"],
  ["CP-1006", "吊牌", "90×50mm 400g白卡 烫金"],
  ["CP-1007", "画册 精装", "285×210mm 48P 157g哑粉 锁线"],
  ["CP-1008", "食品纸盒", "180×120×40mm 300g食品卡 水性光油"],
  ["CP-1009", "酒盒 内托", "EVA 内托 320×110mm"],
  ["CP-1010", "药品小盒", "95×45×20mm 300g白卡 4C"],
  ["CP-1011", "手提纸袋", "320×250×110mm 250g白卡 覆哑膜"],
  ["CP-1012", "保修卡", "85×54mm 300g铜版 4C+1C"],
] as const;

/** The legal persons that own stock, per company (a delivery's outbound receipt holds one of them only). */
export const ownerLegalPersons: Record<number, readonly string[]> = {
  1: ["华印包装（深圳）有限公司", "华印集团控股有限公司"],
  2: ["华印印刷（东莞）有限公司", "华印集团控股有限公司"],
};
const areas = ["成品一区", "成品二区", "外贸仓"];

/**
 * Months of finished-goods stock for companies 1 and 2: each product in two to four batches received over
 * the last four months, across locations, stock areas, owner legal persons and projects. Insert-if-missing.
 */
export async function seedWarehouseStock(db: Db, rand: Prng, day: (offset: number) => string): Promise<void> {
  const values: Array<typeof s.stockItems.$inferInsert> = [];
  for (const companyId of [1, 2]) {
    for (const [code, name] of deliveryProducts) {
      const batches = rand.int(2, 4);
      for (let b = 0; b < batches; b++) {
        const received = day(-rand.int(3, 120));
        values.push({
          companyId, productCode: code, productName: name, batchNo: `B${received.replaceAll("-", "").slice(2)}-${b + 1}`,
          location: `${rand.pick(["A", "B", "C"])}-${String(rand.int(1, 12)).padStart(2, "0")}-${String(rand.int(1, 6)).padStart(2, "0")}`,
          stockArea: rand.pick(areas), ownerLegalPerson: ownerLegalPersons[companyId]![b % 3 === 2 ? 1 : 0]!,
          projectNo: `PJ${companyId}${code.slice(3)}${b % 2}`, unit: "PCS", onHand: `${rand.int(20, 200) * 100}`, receivedOn: received,
        });
      }
    }
  }
  await db.insert(s.stockItems).values(values).onConflictDoNothing();
}
