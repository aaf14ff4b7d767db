import { pinyin } from "pinyin-pro";
import type { PinyinOf } from "./search";

/** Full pinyin and initials of a text, lower case without tones or spaces ("采购订单" -> caigoudingdan, cgdd). */
export const pinyinOf: PinyinOf = (text) => {
  const full = pinyin(text, { toneType: "none", type: "array", nonZh: "consecutive" }).join("");
  const initials = pinyin(text, { pattern: "first", toneType: "none", type: "array", nonZh: "consecutive" }).join("");
  return [full.replace(/\s+/g, "").toLowerCase(), initials.replace(/\s+/g, "").toLowerCase()];
};
