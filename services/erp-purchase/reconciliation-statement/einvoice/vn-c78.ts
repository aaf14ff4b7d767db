import { decAdd, decCmp, decSub, toUnits } from "@/lib/contracts/decimal";
import { decimalOf, moneyOf, rateOf, sumMoney, taxOn } from "./amounts";
import { einvoiceError } from "./errors";
import { checkTotals } from "./consistency";
import { dateOf, required } from "./fields";
import type { EInvoiceLine, ParsedEInvoice } from "./types";
import { find, findAll, textAt, type XmlNode } from "./xml";

/** Vietnam's e-invoice under Circular 78/2021/TT-BTC (data format of Decision 1450/QĐ-TCT): root `HDon`. */
export const isVnC78 = (root: XmlNode) => root.name === "HDon" || (!!find(root, "DLHDon", "TTChung") && !!find(root, "NDHDon"));

// Currencies without minor units round tax to the whole unit.
const wholeUnitCurrencies = new Set(["VND", "JPY", "KRW"]);
// Line kinds (TChat): 1 goods or service, 2 promotion, 3 trade discount (reduces), 4 note (no amounts).
const noteLine = "4";
const discountLine = "3";
const lineTaxFields = new Set(["TThue", "VATAmount", "TienThue"]);

/** A line's own tax, when the issuer wrote one: a `TThue` element or a `TTKhac/TTin` entry. */
function writtenTax(item: XmlNode): string | null {
  const direct = textAt(item, "TThue");
  if (direct !== null) return direct;
  for (const info of findAll(item, "TTin")) if (lineTaxFields.has(textAt(info, "TTruong") ?? "")) return textAt(info, "DLieu");
  return null;
}

interface RawLine {
  line: EInvoiceLine;
  rateKey: string;
  hasTax: boolean;
}

/**
 * Taxes not written on lines are derived per rate: each line's rounded share, the rounding drift against
 * the rate's written total (`THTTLTSuat/LTSuat/TThue`) given to the largest line, so lines sum exactly;
 * a drift beyond half a unit per line is a mismatch, not rounding.
 */
function deriveTaxes(lines: RawLine[], root: XmlNode, decimals: number): void {
  const groups = new Map<string, RawLine[]>();
  for (const l of lines) if (!l.hasTax) groups.set(l.rateKey, [...(groups.get(l.rateKey) ?? []), l]);
  const rateTotals = findAll(root, "LTSuat");
  for (const [key, group] of groups) {
    for (const l of group) l.line.tax = taxOn(l.line.amount, l.line.taxRate, decimals);
    const written = rateTotals.find((r) => textAt(r, "TSuat") === key);
    const writtenTaxAmount = written ? textAt(written, "TThue") : null;
    if (writtenTaxAmount === null) continue;
    const allLines = lines.filter((l) => l.rateKey === key);
    const target = decSub(moneyOf(writtenTaxAmount, `LTSuat[${key}].TThue`), sumMoney(allLines.filter((l) => l.hasTax).map((l) => l.line.tax)), 2);
    const drift = toUnits(decSub(target, sumMoney(group.map((l) => l.line.tax)), 2));
    const allowed = BigInt(group.length) * 10n ** BigInt(6 - decimals) / 2n;
    if (drift === 0n || (drift < 0n ? -drift : drift) > allowed) continue;
    const largest = group.reduce((a, b) => (decCmp(b.line.amount, a.line.amount) > 0 ? b : a));
    largest.line.tax = decAdd(largest.line.tax, decSub(target, sumMoney(group.map((l) => l.line.tax)), 2), 2);
  }
}

export function readVnC78(root: XmlNode): ParsedEInvoice {
  const general = find(root, "TTChung");
  const content = find(root, "NDHDon");
  if (!general || !content) throw einvoiceError("missingField", { field: general ? "NDHDon" : "TTChung" });
  const currency = (textAt(general, "DVTTe") ?? "VND").toUpperCase();
  const decimals = wholeUnitCurrencies.has(currency) ? 0 : 2;
  const number = required(textAt(general, "SHDon"), "SHDon");
  if (!/^\d{1,8}$/.test(number)) throw einvoiceError("badNumber", { value: number.slice(0, 40) });
  const form = textAt(general, "KHMSHDon");
  const symbol = textAt(general, "KHHDon");
  const raw: RawLine[] = findAll(content, "HHDVu")
    .filter((item) => textAt(item, "TChat") !== noteLine)
    .map((item, i) => {
      const field = (name: string) => `HHDVu[${i + 1}].${name}`;
      const sign = (v: string) => (textAt(item, "TChat") === discountLine && !v.startsWith("-") ? `-${v}` : v);
      const rateKey = textAt(item, "TSuat") ?? "";
      const tax = writtenTax(item);
      return {
        rateKey,
        hasTax: tax !== null,
        line: {
          name: required(textAt(item, "THHDVu"), field("THHDVu")),
          quantity: decimalOf(textAt(item, "SLuong"), field("SLuong")),
          unitPrice: decimalOf(textAt(item, "DGia"), field("DGia")),
          amount: sign(moneyOf(textAt(item, "ThTien") ?? "0", field("ThTien"))),
          taxRate: rateOf(rateKey || null, field("TSuat")),
          tax: tax === null ? "0.00" : sign(moneyOf(tax, field("TThue"))),
        },
      };
    });
  deriveTaxes(raw, content, decimals);
  const totals = find(content, "TToan");
  const parsed: ParsedEInvoice = {
    format: "vn-c78",
    number,
    series: symbol ? `${form ?? ""}${symbol}` : null,
    issueDate: dateOf(textAt(general, "NLap"), "NLap"),
    seller: { name: required(textAt(content, "NBan", "Ten"), "NBan.Ten"), taxId: required(textAt(content, "NBan", "MST"), "NBan.MST") },
    buyer: { name: required(textAt(content, "NMua", "Ten") ?? textAt(content, "NMua", "HVTNMHang"), "NMua.Ten"), taxId: textAt(content, "NMua", "MST") },
    currency,
    lines: raw.map((r) => r.line),
    totalNet: moneyOf(textAt(totals, "TgTCThue"), "TgTCThue"),
    totalTax: moneyOf(textAt(totals, "TgTThue") ?? "0", "TgTThue"),
    total: moneyOf(textAt(totals, "TgTTTBSo"), "TgTTTBSo"),
    totalInWords: textAt(totals, "TgTTTBChu"),
  };
  checkTotals(parsed);
  return parsed;
}
