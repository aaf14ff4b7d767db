import { sameChineseAmount } from "@/lib/amount-in-chinese";
import { decimalOf, moneyOf, rateOf } from "./amounts";
import { einvoiceError } from "./errors";
import { checkTotals } from "./consistency";
import { dateOf, required } from "./fields";
import type { ParsedEInvoice } from "./types";
import { find, findAll, textAt, type XmlNode } from "./xml";

/** The root of the State Taxation Administration's fully digital e-invoice (数电票) XML. */
export const isCnFapiao = (root: XmlNode) => root.name === "EInvoice" && !!find(root, "EInvoiceData");

/**
 * Reads a 数电票 XML (root `EInvoice`, tags SWEI3100/SWEI3200): the 20-digit number
 * (`TaxSupervisionInfo/InvoiceNumber`, else `Header/EIid`), the issue date (`IssueTime`, else the
 * `RequestTime` date), seller and buyer (`*IdNum` is the 统一社会信用代码 / taxpayer number), the
 * `IssuItemInformation` lines and the totals in figures and in capitals.
 */
export function readCnFapiao(root: XmlNode): ParsedEInvoice {
  const data = find(root, "EInvoiceData")!;
  const number = required(textAt(root, "TaxSupervisionInfo", "InvoiceNumber") ?? textAt(root, "Header", "EIid"), "InvoiceNumber");
  if (!/^\d{20}$/.test(number)) throw einvoiceError("badNumber", { value: number.slice(0, 40) });
  const issued = textAt(root, "TaxSupervisionInfo", "IssueTime") ?? textAt(data, "BasicInformation", "RequestTime");
  const sellerTaxId = required(textAt(data, "SellerInformation", "SellerIdNum"), "SellerIdNum");
  const lines = findAll(data, "IssuItemInformation").map((item, i) => {
    const field = (name: string) => `IssuItemInformation[${i + 1}].${name}`;
    return {
      name: required(textAt(item, "ItemName"), field("ItemName")),
      quantity: decimalOf(textAt(item, "Quantity"), field("Quantity")),
      unitPrice: decimalOf(textAt(item, "UnPrice"), field("UnPrice")),
      amount: moneyOf(textAt(item, "Amount"), field("Amount")),
      taxRate: rateOf(textAt(item, "TaxRate"), field("TaxRate")),
      tax: moneyOf(textAt(item, "ComTaxAm") ?? "0", field("ComTaxAm")),
    };
  });
  const basic = find(data, "BasicInformation");
  const parsed: ParsedEInvoice = {
    format: "cn-fapiao",
    number,
    series: null,
    issueDate: dateOf(issued, "IssueTime"),
    seller: { name: required(textAt(data, "SellerInformation", "SellerName"), "SellerName"), taxId: sellerTaxId },
    buyer: { name: required(textAt(data, "BuyerInformation", "BuyerName"), "BuyerName"), taxId: textAt(data, "BuyerInformation", "BuyerIdNum") },
    currency: "CNY",
    lines,
    totalNet: moneyOf(textAt(basic, "TotalAmWithoutTax"), "TotalAmWithoutTax"),
    totalTax: moneyOf(textAt(basic, "TotalTaxAm"), "TotalTaxAm"),
    total: moneyOf(textAt(basic, "TotalTax-includedAmount"), "TotalTax-includedAmount"),
    totalInWords: textAt(basic, "TotalTax-includedAmountInChinese"),
  };
  checkTotals(parsed);
  if (parsed.totalInWords !== null && !sameChineseAmount(parsed.totalInWords, parsed.total))
    throw einvoiceError("totalMismatch", { field: "TotalTax-includedAmountInChinese", expected: parsed.total, actual: parsed.totalInWords });
  return parsed;
}
