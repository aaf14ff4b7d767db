import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import { buildSearchItems, createMenuSearcher, patternMasks, searchOptions, withinEdits, type SearchItem } from "@/lib/menu/search";
import { pinyinOf, withPinyinKeys } from "@/lib/menu/pinyin";
import type { MenuEntry } from "@/lib/menu/types";

const leaf = (id: number, path: string, title: string): MenuEntry => ({
  id, path, href: path, title, icon: null, imgContent: null, component: `${path.slice(1)}/index`, built: false, children: [],
});
const catalog = (id: number, path: string, title: string, children: MenuEntry[]): MenuEntry => ({
  id, path, href: path, title, icon: null, imgContent: null, component: null, built: false, children,
});

const menu = [
  catalog(2, "/purchase", "采购管理", [
    leaf(21, "/purchase/order", "采购订单"),
    leaf(22, "/purchase/receipt", "采购收货单及进度"),
    leaf(24, "/purchase/quotation", "报价查询"),
  ]),
  catalog(3, "/delivery", "送货管理", [leaf(31, "/delivery/notice", "送货通知"), leaf(32, "/delivery/note", "送货单")]),
  catalog(5, "/materials", "物料管理", [leaf(51, "/materials/vmi", "VMI库存")]),
];

/** Edit distance of the pattern to the closest substring of the text (reference for withinEdits). */
function substringDistance(text: string, pattern: string): number {
  let prev = Array.from({ length: text.length + 1 }, () => 0);
  for (let i = 1; i <= pattern.length; i++) {
    const row = [i];
    for (let j = 1; j <= text.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return Math.min(...prev);
}

describe("menu search", () => {
  it("builds items with the catalog trail and pinyin only when asked", () => {
    const withPinyin = buildSearchItems(menu, pinyinOf);
    expect(withPinyin.find((i) => i.path === "/purchase/order")).toMatchObject({
      title: "采购订单",
      trail: ["采购管理"],
      pinyin: ["caigoudingdan", "cgdd"],
    });
    expect(buildSearchItems(menu).every((i) => i.pinyin.length === 0)).toBe(true);
  });

  it("takes the pinyin keys the server put on the menu, the same as computing them", () => {
    const shipped = withPinyinKeys(menu);
    expect(buildSearchItems(shipped, true)).toEqual(buildSearchItems(menu, pinyinOf));
    expect(buildSearchItems(shipped).every((i) => i.pinyin.length === 0)).toBe(true);
    expect(createMenuSearcher(buildSearchItems(shipped, true))("cgdd")[0]?.path).toBe("/purchase/order");
  });

  it("keys an English menu by the pinyin of its Chinese titles, so cgdd and caigou find pages in the English UI", () => {
    const english: Record<number, string> = { 2: "Purchasing", 21: "Purchase order", 22: "Purchase receipts", 24: "Quotation query", 3: "Delivery", 31: "Delivery notice", 32: "Delivery note", 5: "Materials", 51: "VMI inventory" };
    const zh = new Map<number, string>();
    const translated = (entries: MenuEntry[]): MenuEntry[] => entries.map((e) => (zh.set(e.id, e.title), { ...e, title: english[e.id]!, children: translated(e.children) }));
    const shipped = withPinyinKeys(translated(menu), (e) => zh.get(e.id) ?? e.title);
    const search = createMenuSearcher(buildSearchItems(shipped, true));
    expect(search("cgdd")[0]?.path).toBe("/purchase/order");
    expect(search("caigou").map((i) => i.path)).toEqual(expect.arrayContaining(["/purchase/order", "/purchase/receipt"]));
    expect(search("cgdd")[0]?.title).toBe("Purchase order");
  });

  it("finds a Chinese title by its pinyin initials and full pinyin, and by path", () => {
    const search = createMenuSearcher(buildSearchItems(menu, pinyinOf));
    expect(search("cgdd")[0]?.path).toBe("/purchase/order");
    expect(search("songhuotongzhi")[0]?.path).toBe("/delivery/notice");
    expect(search("vmi")[0]?.path).toBe("/materials/vmi");
    expect(search("receipt")[0]?.path).toBe("/purchase/receipt");
    expect(search("采购").map((i) => i.path)).toEqual(expect.arrayContaining(["/purchase/order", "/purchase/receipt"]));
    expect(search("   ")).toEqual([]);
    expect(search("zzzzqqq")).toEqual([]);
  });

  it("does not match pinyin when the pinyin setting is off", () => {
    const search = createMenuSearcher(buildSearchItems(menu));
    expect(search("cgdd")).toEqual([]);
  });

  it("withinEdits agrees with a reference edit distance", () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const alphabet = "abcdgh采购";
    const word = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
    for (let t = 0; t < 3000; t++) {
      const text = word(1 + Math.floor(rand() * 20));
      const pattern = word(1 + Math.floor(rand() * 12));
      const k = Math.floor(rand() * 4);
      expect(withinEdits(text, patternMasks(pattern), pattern.length, k), `${pattern} in ${text} k=${k}`).toBe(
        substringDistance(text, pattern) <= k,
      );
    }
  });

  it("returns exactly what Fuse alone returns, in the same order", () => {
    let seed = 11;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const words = ["采购", "订单", "送货", "通知", "标签", "打印", "对账", "查询", "管理", "库存", "物料", "发票"];
    const items: SearchItem[] = buildSearchItems(
      Array.from({ length: 300 }, (_, i) => {
        const title = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => words[Math.floor(rand() * words.length)]).join("");
        return leaf(i, `/m${i % 9}/page-${i}`, title);
      }),
      pinyinOf,
    );
    const search = createMenuSearcher(items);
    const fuse = new Fuse(items, searchOptions);
    const alphabet = "abcdefghijklmnopqrstuwxyz/-0123456789采购送货订单 ";
    for (let t = 0; t < 1500; t++) {
      const q = Array.from({ length: 1 + Math.floor(rand() * 9) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
      if (!q.trim()) continue;
      const expected = fuse.search(q.trim().toLowerCase(), { limit: 50 }).map((r) => r.item.path);
      expect(search(q).map((i) => i.path), q).toEqual(expected);
    }
  }, 60_000);
});
