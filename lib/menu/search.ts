import Fuse, { type FuseIndex, type IFuseOptions } from "fuse.js";
import type { MenuEntry } from "./types";

/** One searchable page: its title, the catalogs above it, its pinyin (full and initials) and its path. */
export interface SearchItem {
  path: string;
  title: string;
  trail: string[];
  icon: string | null;
  imgContent: string | null;
  pinyin: string[];
}

/** Turns a Chinese text into [full pinyin, initials], both lower case without spaces. */
export type PinyinOf = (text: string) => [string, string];

export const han = /[\u3400-\u9fff]/;

/**
 * The menu's leaves as search items; pinyin only when asked (the pinyin setting is on): `true` takes the keys
 * the server put on the entries (the browser never loads a pinyin converter), a function computes them.
 */
export function buildSearchItems(entries: readonly MenuEntry[], pinyinOf?: PinyinOf | true, above: string[] = []): SearchItem[] {
  return entries.flatMap((e) => {
    if (e.component === null) return buildSearchItems(e.children, pinyinOf, [...above, e.title]);
    // the server's keys come from the Chinese title in every UI language (cgdd finds Purchase order in English too)
    const keys = !pinyinOf ? undefined : pinyinOf === true ? e.pinyin : han.test(e.title) ? pinyinOf(e.title) : undefined;
    const pinyin = keys ? keys.filter(Boolean) : [];
    return [{ path: e.href, title: e.title, trail: above, icon: e.icon, imgContent: e.imgContent, pinyin }];
  });
}

/** docs/requirements.md §9: threshold 0.4; weights title 0.7, pinyin 0.3, path 0.3. */
export const searchOptions: IFuseOptions<SearchItem> = {
  threshold: 0.4,
  keys: [
    { name: "title", weight: 0.7 },
    { name: "pinyin", weight: 0.3 },
    { name: "path", weight: 0.3 },
  ],
};

type IndexRecord = FuseIndex<SearchItem>["records"][number];
type Value = { v: string; n: number; i?: number };
type Record$ = Record<number, Value | Value[]>;
interface PreparedEntry {
  key: number;
  array: boolean;
  /** The key's values, lower-cased once here instead of on every search. */
  values: Value[];
}
interface Prepared {
  i: number;
  entries: PreparedEntry[];
  /** The whole record (lower-cased), reused when every value is still a candidate. */
  whole: IndexRecord;
}

const maxPattern = 32;

/**
 * Whether some substring of `text` is within `k` edits (Levenshtein) of the pattern: Myers' bit-parallel
 * algorithm, one pass over the text for patterns of up to 32 code units (`peq`: each unit's bit mask).
 */
export function withinEdits(text: string, peq: Map<string, number>, m: number, k: number): boolean {
  const last = 1 << (m - 1);
  let pv = -1;
  let mv = 0;
  let score = m;
  for (let j = 0; j < text.length; j++) {
    const eq = peq.get(text[j]!) ?? 0;
    const xv = eq | mv;
    const xh = (((eq & pv) + pv) ^ pv) | eq;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if (ph & last) score++;
    else if (mh & last) score--;
    if (score <= k) return true;
    ph <<= 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
  }
  return false;
}

export function patternMasks(pattern: string): Map<string, number> {
  const peq = new Map<string, number>();
  for (let i = 0; i < pattern.length; i++) peq.set(pattern[i]!, (peq.get(pattern[i]!) ?? 0) | (1 << i));
  return peq;
}

/** The most errors Fuse's bitap accepts for a pattern of this length (accuracy = errors / length). */
function maxErrors(length: number, threshold: number): number {
  let k = 0;
  while ((k + 1) / length <= threshold) k++;
  return k;
}

/**
 * Fuse.js over the menu, with a pre-filter that only skips values Fuse cannot match, so the results are
 * exactly Fuse's: Fuse accepts at most k = threshold x m errors, so a value must contain the pattern within
 * k edits (k = 0: verbatim). Fuse then scores the remaining values only.
 */
export function createMenuSearcher(items: readonly SearchItem[], options: IFuseOptions<SearchItem> = searchOptions) {
  const docs = [...items];
  const full = new Fuse(docs, options);
  const index = full.getIndex();
  const { keys, records } = index;
  const threshold = options.threshold ?? 0.6;
  const lower = (v: Value): Value => ({ ...v, v: v.v.toLowerCase() });
  const prepared: Prepared[] = records.map((record) => {
    const entries = Object.entries((record.$ ?? {}) as Record$).map(([key, value]) => ({
      key: Number(key),
      array: Array.isArray(value),
      values: (Array.isArray(value) ? value : [value]).map(lower),
    }));
    const $: Record$ = {};
    for (const e of entries) $[e.key] = e.array ? e.values : e.values[0]!;
    return { i: record.i, entries, whole: { i: record.i, $: $ as IndexRecord["$"] } };
  });
  // The subset index holds lower-cased values and the pattern is lower-cased, so a case-sensitive Fuse
  // scores exactly as the case-insensitive one without lower-casing every value on every keystroke.
  const subset = new Fuse(docs, { ...options, isCaseSensitive: true }, index);

  return function search(query: string, limit = 50): SearchItem[] {
    const pattern = query.trim().toLowerCase();
    if (!pattern) return [];
    const m = pattern.length;
    if (m > maxPattern) return full.search(pattern, { limit }).map((r) => r.item);
    const k = maxErrors(m, threshold);
    const peq = patternMasks(pattern);
    // k + 1 pieces of the pattern: a text within k edits contains one of them verbatim (pigeonhole).
    const pieces: string[] = [];
    for (let j = 0; j <= k; j++) pieces.push(pattern.slice(Math.floor((j * m) / (k + 1)), Math.floor(((j + 1) * m) / (k + 1))));
    const viable = (text: string): boolean => {
      if (k === 0) return text.includes(pattern);
      for (let j = 0; j < pieces.length; j++) if (text.includes(pieces[j]!)) return withinEdits(text, peq, m, k);
      return false;
    };
    const kept: IndexRecord[] = [];
    for (let r = 0; r < prepared.length; r++) {
      const record = prepared[r]!;
      let $: Record$ | null = null;
      let all = true;
      for (let e = 0; e < record.entries.length; e++) {
        const entry = record.entries[e]!;
        const values = entry.values;
        if (entry.array) {
          let hits: Value[] | null = null;
          for (let x = 0; x < values.length; x++) {
            if (viable(values[x]!.v)) (hits ??= []).push(values[x]!);
            else all = false;
          }
          if (hits) ($ ??= {})[entry.key] = hits;
        } else if (viable(values[0]!.v)) ($ ??= {})[entry.key] = values[0]!;
        else all = false;
      }
      if ($) kept.push(all ? record.whole : { i: record.i, $: $ as IndexRecord["$"] });
    }
    if (kept.length === 0) return [];
    subset.setCollection(docs, Fuse.parseIndex<SearchItem>({ keys, records: kept }));
    return subset.search(pattern, { limit }).map((r) => r.item);
  };
}

/** The plain baseline the benchmark compares with: a case-insensitive substring filter on the same keys. */
export function substringFilter(items: readonly SearchItem[]) {
  const lows = items.map((it) => [it.title, ...it.pinyin, it.path].map((s) => s.toLowerCase()));
  return (query: string, limit = 50): SearchItem[] => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const out: SearchItem[] = [];
    for (let i = 0; i < items.length && out.length < limit; i++) if (lows[i]!.some((s) => s.includes(q))) out.push(items[i]!);
    return out;
  };
}
