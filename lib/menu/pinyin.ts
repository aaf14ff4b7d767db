import { pinyin } from "pinyin-pro";
import { han, type PinyinOf } from "./search";
import type { MenuEntry } from "./types";

/** Full pinyin and initials of a text, lower case without tones or spaces ("采购订单" -> caigoudingdan, cgdd). */
export const pinyinOf: PinyinOf = (text) => {
  const full = pinyin(text, { toneType: "none", type: "array", nonZh: "consecutive" }).join("");
  const initials = pinyin(text, { pattern: "first", toneType: "none", type: "array", nonZh: "consecutive" }).join("");
  return [full.replace(/\s+/g, "").toLowerCase(), initials.replace(/\s+/g, "").toLowerCase()];
};

/**
 * The entries with the pinyin keys of their Chinese titles, whatever the UI language: computed where the menu is
 * built, on the server. `chinese`: an entry's Chinese title (by default the title it shows).
 */
export function withPinyinKeys(entries: readonly MenuEntry[], chinese: (e: MenuEntry) => string = (e) => e.title): MenuEntry[] {
  return entries.map((e) => {
    const zh = chinese(e);
    return {
      ...e,
      ...(e.component !== null && han.test(zh) ? { pinyin: pinyinOf(zh) } : {}),
      children: withPinyinKeys(e.children, chinese),
    };
  });
}
