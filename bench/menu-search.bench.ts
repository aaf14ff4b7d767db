/**
 * Menu search per keystroke (issue 3): 500 generated menu items with Chinese titles, pinyin (full and
 * initials) and paths; every prefix of realistic queries is one keystroke. Prints p50/p95 of the shell's
 * Fuse.js searcher and of a plain substring filter over the same items, and their ratio. Target p95 <= 1 ms.
 */
import Fuse from "fuse.js";
import { buildSearchItems, createMenuSearcher, searchOptions, substringFilter } from "@/lib/menu/search";
import { pinyinOf } from "@/lib/menu/pinyin";
import type { MenuEntry } from "@/lib/menu/types";

const words = ["采购", "订单", "送货", "通知", "计划", "回执", "标签", "打印", "对账", "查询", "管理", "库存", "物料",
  "规则", "加工", "外协", "发票", "上传", "确认", "退回", "报价", "询价", "发布", "子账号", "字典", "帮助", "文档",
  "半成品", "成品", "备料", "任务", "设置", "收货", "进度", "生成", "供应商", "应付", "预览"];
const slugs = ["purchase", "delivery", "processing", "materials", "finance", "system", "label", "invoice", "report", "vmi"];

let seed = 20260101;
const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function leaf(id: number, parent: string): MenuEntry {
  const n = 2 + Math.floor(rand() * 3);
  const title = Array.from({ length: n }, () => pick(words)).join("");
  const path = `${parent}/${pick(slugs)}-${id}`;
  return { id, path, href: path, title, icon: null, imgContent: null, component: `${path.slice(1)}/index`, built: false, children: [] };
}

const catalogs: MenuEntry[] = Array.from({ length: 25 }, (_, c) => {
  const path = `/${slugs[c % slugs.length]}${c}`;
  return {
    id: 1000 + c, path, href: path, title: pick(words) + pick(words), icon: null, imgContent: null, component: null, built: false,
    children: Array.from({ length: 20 }, (_, i) => leaf(c * 20 + i, path)),
  };
});

const started = performance.now();
const items = buildSearchItems(catalogs, pinyinOf);
const prepareMs = performance.now() - started;
const fuse = createMenuSearcher(items);
const plain = substringFilter(items);
const bare = new Fuse(items, searchOptions);

const queries = ["cgdd", "caigou", "采购订单", "shtz", "songhuo", "送货", "dayin", "标签打印", "biaoqian", "duizhang",
  "对账查询", "gysdz", "delivery", "purchase-12", "finance", "kucun", "xunjia", "fapiao", "wuliao", "jiagong"];
const keystrokes = queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));

function measure(search: (q: string) => unknown, rounds: number): number[] {
  for (let w = 0; w < 3; w++) for (const k of keystrokes) search(k);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const k of keystrokes) {
      const t0 = performance.now();
      search(k);
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const mismatches = keystrokes.filter(
  (k) => fuse(k).map((i) => i.path).join() !== bare.search(k.trim().toLowerCase(), { limit: 50 }).map((r) => r.item.path).join(),
);
const fuseTimes = measure(fuse, 20);
const plainTimes = measure(plain, 20);
const bareTimes = measure((q) => bare.search(q.trim().toLowerCase(), { limit: 50 }), 5);
const p95 = pct(fuseTimes, 0.95);
const basePlain = pct(plainTimes, 0.95);
console.log(`items: ${items.length} (pinyin keys built in ${prepareMs.toFixed(1)} ms), keystrokes measured: ${fuseTimes.length}`);
console.log(`fuse searcher   p50 ${pct(fuseTimes, 0.5).toFixed(3)} ms  p95 ${p95.toFixed(3)} ms`);
console.log(`(Fuse alone     p50 ${pct(bareTimes, 0.5).toFixed(3)} ms  p95 ${pct(bareTimes, 0.95).toFixed(3)} ms, without the pre-filter)`);
console.log(`substring base  p50 ${pct(plainTimes, 0.5).toFixed(3)} ms  p95 ${basePlain.toFixed(3)} ms`);
console.log(`ratio p95 fuse / substring: ${(p95 / basePlain).toFixed(1)}x`);
console.log(`results identical to Fuse alone on ${keystrokes.length - mismatches.length}/${keystrokes.length} keystrokes`);
console.log(`target p95 <= 1 ms: ${p95 <= 1 ? "met" : "NOT met"}`);
if (items.length !== 500 || mismatches.length > 0) process.exit(1);
