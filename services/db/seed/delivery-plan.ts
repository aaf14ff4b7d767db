import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import { rows } from "../rows";
import type { Prng } from "./prng";
import { dayFrom } from "./purchase";
import { deliveryProducts, ownerLegalPersons, seedWarehouseStock } from "./warehouse-stock";

const customerSeeds = [
  ["KH001", "深圳市星辰电子有限公司", "深圳市南山区科技园南区 8 栋", "林小姐", "0755-26001234"],
  ["KH002", "广州美味食品有限公司", "广州市白云区太和镇食品工业园 3 号", "陈先生", "020-87001122"],
  ["KH003", "东莞华康药业股份有限公司", "东莞市松山湖工业东路 12 号", "黄经理", "0769-22883300"],
  ["KH004", "佛山雅居家居用品有限公司", "佛山市顺德区北滘镇工业大道 66 号", "梁先生", "0757-26550088"],
  ["KH005", "惠州酒业集团有限公司", "惠州市惠城区水口街道酒厂路 1 号", "刘主管", "0752-23456789"],
  ["KH006", "珠海博雅文化传播有限公司", "珠海市香洲区情侣中路 39 号", "周女士", "0756-33221100"],
] as const;

/**
 * Customers, stock and four months of delivery notices (plans) for companies 1 and 2: past notices confirmed and
 * mostly sent, the coming six weeks drafted, released or confirmed with stock to pick. Notice numbers
 * are fixed (TZ<company><5 digits>), so a rerun adds nothing.
 */
export async function seedDeliveryPlans(db: Db, rand: Prng): Promise<void> {
  const [{ today } = { today: "" }] = await rows<{ today: string }>(db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  const day = dayFrom(today);
  await seedWarehouseStock(db, rand, day);
  const staff = await db.select({ id: s.users.id, userName: s.users.userName }).from(s.users).where(inArray(s.users.userName, ["buyer01", "factory01"]));
  const userId = new Map(staff.map((u) => [u.userName, u.id]));
  for (const companyId of [1, 2]) {
    await db.insert(s.customers).values(customerSeeds.map(([customerNo, name, address, contact, phone]) => ({
      companyId, customerNo, name, address, contact, phone, deliveryUnit: name, settlementLegalPerson: ownerLegalPersons[companyId]![0]!,
    }))).onConflictDoNothing();
    const custs = await db.select({ id: s.customers.id }).from(s.customers).where(eq(s.customers.companyId, companyId)).orderBy(s.customers.customerNo);
    let n = 0;
    for (let offset = -90; offset <= 42; offset++) {
      const perDay = companyId === 1 ? rand.int(1, 3) : rand.int(0, 1);
      for (let k = 0; k < perDay; k++) {
        n++;
        const noticeNo = `TZ${companyId}${String(n).padStart(5, "0")}`;
        const past = offset < -2;
        const status = past ? "confirmed" : rand.pick(["draft", "released", "confirmed", "confirmed"] as const);
        const createdAt = new Date(`${day(offset - rand.int(3, 10))}T02:00:00Z`);
        const [plan] = await db.insert(s.deliveryPlans).values({
          companyId, noticeNo, sendDate: day(offset), status, createdAt, createdBy: userId.get("buyer01"),
          releasedBy: status === "draft" ? null : userId.get("buyer01"), releasedAt: status === "draft" ? null : createdAt,
          checkedBy: status === "confirmed" ? userId.get("factory01") : null,
          checkedAt: status === "confirmed" ? new Date(createdAt.getTime() + 86_400_000) : null,
        }).onConflictDoNothing().returning({ id: s.deliveryPlans.id });
        if (!plan) continue;
        const customer = rand.pick(custs);
        const second = rand.next() < 0.2 ? rand.pick(custs) : customer;
        const lineCount = rand.int(1, 4);
        await db.insert(s.deliveryPlanLines).values(Array.from({ length: lineCount }, (_, i) => {
          const [code, name, specs] = rand.pick(deliveryProducts);
          const orderQty = rand.int(10, 100) * 100;
          const unsent = past ? (rand.next() < 0.7 ? 0 : rand.int(1, 5) * 100) : orderQty;
          const spare = Math.round(orderQty * 0.01);
          return {
            planId: plan.id, lineNo: i + 1, customerId: (i === lineCount - 1 ? second : customer).id,
            customerPo: `PO${companyId}${rand.int(100000, 999999)}`, orderNo: `SO${companyId}${String(n).padStart(5, "0")}${i + 1}`,
            projectNo: `PJ${companyId}${code.slice(3)}${i % 2}`, productCode: code, customerPartNo: `KP-${rand.int(1000, 9999)}`, specs,
            productName: name, category: "成品", itemNo: `${code}-${i + 1}`, unit: "PCS", storeArea: rand.next() < 0.5 ? "成品一区" : "",
            orderQty: `${orderQty}`, unsentQty: `${unsent}`, neededQty: `${orderQty}`, returnsQty: "0",
            sendNowQty: `${Math.min(unsent, rand.int(5, 50) * 100)}`, spareQty: `${spare}`, spareUnsentQty: past ? "0" : `${spare}`,
            perPackQty: `${rand.pick([50, 100, 200])}`, remark: rand.next() < 0.15 ? "请按客户指定时间送达" : "",
            createdBy: userId.get("buyer01"),
          };
        }));
      }
    }
  }
}
