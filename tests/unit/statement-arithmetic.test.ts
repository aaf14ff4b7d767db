import { describe, expect, it } from "vitest";
import { lineMoney, moneyDiff, sumMoney, withinTolerance } from "@/lib/contracts/erp-purchase/statement-arithmetic";
import { amountInChinese } from "@/lib/amount-in-chinese";

/** A deterministic PRNG (mulberry32), so a failing statement can be reproduced from its seed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const cents = (v: string) => BigInt(v.replace(".", ""));

describe("statement arithmetic: half-up per line to the cent, then summed", () => {
  it("rounds half away from zero, credits mirroring debits", () => {
    expect(lineMoney("100.00", "0.13", "0")).toEqual({ amount: "100.00", discount: "0.00", payable: "100.00", tax: "11.50", net: "88.50" });
    // 0.05 × 0.1 = 0.005 → 0.01 (half-up), and its credit mirror → -0.01
    expect(lineMoney("0.05", "0", "0.1").discount).toBe("0.01");
    expect(lineMoney("-0.05", "0", "0.1").discount).toBe("-0.01");
    expect(lineMoney("-100.00", "0.13", "0").tax).toBe("-11.50");
    // 1.13 at 13 %: tax 0.13, net 1.00
    expect(lineMoney("1.13", "0.13", "0")).toMatchObject({ tax: "0.13", net: "1.00" });
  });

  it("property: for 1000 generated statements, line sums equal the header and tax + net = payable = amount − discount, to the cent", () => {
    const rnd = prng(20261123);
    for (let s = 0; s < 1000; s++) {
      const taxRate = ["0", "0.01", "0.03", "0.06", "0.09", "0.13", "0.1", "0.08"][Math.floor(rnd() * 8)]!;
      const discountRate = rnd() < 0.5 ? "0" : (Math.floor(rnd() * 2000) / 10000).toFixed(4);
      const n = 1 + Math.floor(rnd() * 60);
      const lines = Array.from({ length: n }, () => {
        const c = BigInt(Math.floor(rnd() * 10_000_000)) - (rnd() < 0.15 ? 5_000_000n : 0n);
        const neg = c < 0n;
        const abs = neg ? -c : c;
        const amount = `${neg ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
        return lineMoney(amount, taxRate, discountRate);
      });
      const head = sumMoney(lines);
      for (const k of ["amount", "discount", "payable", "tax", "net"] as const) {
        expect(cents(head[k]), `statement ${s} ${k}`).toBe(lines.reduce((a, l) => a + cents(l[k]), 0n));
      }
      expect(cents(head.tax) + cents(head.net), `statement ${s}`).toBe(cents(head.payable));
      expect(cents(head.amount) - cents(head.discount), `statement ${s}`).toBe(cents(head.payable));
      for (const l of lines) expect(cents(l.tax) + cents(l.net)).toBe(cents(l.payable));
    }
  });

  it("tolerance compares to the cent and the difference is signed", () => {
    expect(moneyDiff("113.00", "113.05")).toBe("-0.05");
    expect(withinTolerance("113.00", "113.05", "0.05")).toBe(true);
    expect(withinTolerance("113.00", "113.06", "0.05")).toBe(false);
    expect(withinTolerance("113.00", "113.00", "0.00")).toBe(true);
    expect(withinTolerance("113.01", "113.00", "0.00")).toBe(false);
  });
});

describe("amount in Chinese capitals (大写) on the prints", () => {
  it.each([
    ["0", "零圆整"],
    ["0.05", "伍分"],
    ["1.10", "壹圆壹角整"],
    ["10.00", "壹拾圆整"],
    ["1005.30", "壹仟零伍圆叁角整"],
    ["1130.05", "壹仟壹佰叁拾圆零伍分"],
    ["100000.00", "壹拾万圆整"],
    ["100010000.01", "壹亿零壹万圆零壹分"],
    ["22.30", "贰拾贰圆叁角整"],
    ["-2.26", "（负数）贰圆贰角陆分"],
  ])("%s → %s", (amount, words) => {
    expect(amountInChinese(amount)).toBe(words);
  });
});
