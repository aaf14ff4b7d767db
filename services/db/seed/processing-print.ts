import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import type { Prng } from "./prng";

const cartons = [
  { product: "五层瓦楞外箱", style: "0201 开槽箱", flute: "BC", grade: "K5=A3A=K5" },
  { product: "三层飞机盒", style: "0427 飞机盒", flute: "E", grade: "W250=A3" },
  { product: "三层彩印纸箱", style: "0201 开槽箱", flute: "B", grade: "K3=A3" },
] as const;
const boxes = [
  { product: "彩盒", style: "扣底盒" },
  { product: "礼品天地盖", style: "天地盖" },
  { product: "手提袋", style: "手提袋" },
  { product: "说明书", style: "折页" },
] as const;
const customers = ["深圳市海川电子有限公司", "广州悦颜化妆品有限公司", "东莞美嘉玩具有限公司", "上海禾丰食品有限公司"];
const papers = ["350g 白卡纸", "300g 灰底白板纸", "157g 铜版纸", "250g 牛皮卡"];
const finishes = ["覆哑膜", "覆光膜+局部UV", "烫金+击凸", "水性光油"];
const cartonSlots = new Set([2, 3, 5, 6, 8, 10]);

/**
 * The print fields of the demo processing orders (product, customer, specification; flute and board grade
 * for carton orders), filled where still empty so a rerun keeps edits. Its own PRNG, so the other seeds'
 * data stays the same. Every supplier gets carton and non-carton orders in each state: by the order's slot.
 */
export async function seedProcessingPrint(db: Db, rand: Prng): Promise<void> {
  const open = await db.select({ id: s.processingOrders.id, outNo: s.processingOrders.outNo })
    .from(s.processingOrders).where(eq(s.processingOrders.productName, "")).orderBy(asc(s.processingOrders.id));
  for (const o of open) {
    const carton = cartonSlots.has(Number(o.outNo.slice(-3)) || 0);
    const c = rand.pick(cartons);
    const b = rand.pick(boxes);
    const length = rand.int(8, 60) * 10;
    const packQty = carton ? rand.int(2, 10) * 5 : rand.int(5, 40) * 10;
    await db.update(s.processingOrders).set({
      productName: carton ? c.product : b.product,
      customerName: rand.pick(customers),
      carton,
      boxStyle: carton ? c.style : b.style,
      flute: carton ? c.flute : "",
      boardGrade: carton ? c.grade : "",
      paper: rand.pick(papers),
      surfaceFinish: carton ? "水性印刷" : rand.pick(finishes),
      lengthMm: `${length}`,
      widthMm: `${Math.round(length * (rand.int(40, 90) / 100))}`,
      heightMm: `${rand.int(3, 40) * 10}`,
      packQty,
      sampleQty: rand.int(2, 10),
      remark: carton ? "纸箱须防潮，堆码不超过8层" : rand.pick(["颜色以签样为准", "注意套准", ""]),
    }).where(sql`${s.processingOrders.id} = ${o.id} and ${s.processingOrders.productName} = ''`);
  }
}
