import { toUnits } from "@/lib/contracts/decimal";

const digits = "零壹贰叁肆伍陆柒捌玖";
const smallUnits = ["", "拾", "佰", "仟"];
const bigUnits = ["", "万", "亿", "万亿"];

/** A four-digit group (0–9999) in capitals, without leading 零 and with inner zeros collapsed to one. */
function group(n: number): string {
  let out = "";
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      zero = out !== "";
    } else {
      if (zero) out += "零";
      out += digits[d]! + smallUnits[i]!;
      zero = false;
    }
  }
  return out;
}

/**
 * A money amount in Chinese capitals (大写) as written on invoices and cheques: "1130.05" →
 * "壹仟壹佰叁拾圆零伍分", "1130" → "壹仟壹佰叁拾圆整". Negative amounts (red invoices) get "（负数）".
 */
export function amountInChinese(amount: string): string {
  const units = toUnits(amount);
  const negative = units < 0n;
  const cents = ((negative ? -units : units) + 5_000n) / 10_000n;
  const yuan = cents / 100n;
  const jiao = Number((cents / 10n) % 10n);
  const fen = Number(cents % 10n);
  let integer = "";
  if (yuan > 0n) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0n; rest /= 10_000n) groups.push(Number(rest % 10_000n));
    let needZero = false;
    for (let i = groups.length - 1; i >= 0; i--) {
      const g = groups[i]!;
      if (g === 0) {
        needZero = integer !== "";
        continue;
      }
      if (integer !== "" && (needZero || g < 1000)) integer += "零";
      integer += group(g) + bigUnits[i]!;
      needZero = false;
    }
    integer += "圆";
  }
  let fraction = "";
  if (jiao === 0 && fen === 0) fraction = integer ? "整" : "零圆整";
  else {
    if (jiao) fraction += digits[jiao]! + "角";
    else if (integer) fraction += "零";
    if (fen) fraction += digits[fen]! + "分";
    else fraction += "整";
  }
  return (negative ? "（负数）" : "") + integer + fraction;
}

/**
 * Two spellings of one amount compare equal: 元/圆, 整/正, 整 after 角 or not, a leading 壹拾 or 拾,
 * spaces, and the （负数）/⊗ marks of red invoices.
 */
export function sameChineseAmount(written: string, amount: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/\s/g, "")
      .replace(/元/g, "圆")
      .replace(/正$/, "整")
      .replace(/^[（(]?(负数|负)[)）]?|^⊗/, "-")
      .replace(/角整$/, "角")
      .replace(/^(-?)壹拾/, "$1拾");
  return norm(written) === norm(amountInChinese(amount));
}
