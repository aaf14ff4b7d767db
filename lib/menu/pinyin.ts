import { pinyin } from "pinyin-pro";
import { han, type PinyinOf } from "./search";
import type { MenuEntry } from "./types";

/** Full pinyin and initials of a text, lower case without tones or spaces ("采购订单" -> caigoudingdan, cgdd). */
export const pinyinOf: PinyinOf = (text) => {
  const full = pinyin(text, { toneType: "none", type: "array", nonZh: "consecutive" }).join("");
  const initials = pinyin(text, { pattern: "first", toneType: "none", type: "array", nonZh: "consecutive" }).join("");
  return [full.replace(/\s+/g, "").toLowerCase(), initials.replace(/\s+/g, "").toLowerCase()];
};

/** The entries with the pinyin keys of their Chinese titles: computed where the menu is built, on the server. */
export function withPinyinKeys(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.map((e) => ({
    ...e,
    ...(e.component !== null && han.test(e.title) ? { pinyin: pinyinOf(e.title) } : {}),
    children: withPinyinKeys(e.children),
  }));
}
