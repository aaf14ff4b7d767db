import { decCmp, decSub } from "@/lib/contracts/decimal";
import { AppError } from "@/services/core/errors";
import type { ParsedEInvoice } from "./types";
import { formatMoney } from "@/lib/number-format";

export interface EInvoiceExpectation {
  /** The uploading supplier's tax ID (统一社会信用代码 / MST). */
  supplierTaxId: string;
  /** The statement's trading company. */
  buyerName: string;
  buyerTaxId: string | null;
  /** The amount the invoice must carry (tax included), a decimal string. */
  total: string;
  /** Whether an invoice of this number (and series) is already recorded. */
  numberUsed: boolean;
}

export interface EInvoiceFieldError {
  field: "seller.taxId" | "buyer" | "total" | "number";
  /** A catalogue key, `validation.einvoice.*`. */
  message: string;
  values?: Record<string, string>;
}

const sameId = (a: string, b: string) => a.replace(/[\s-]/g, "").toUpperCase() === b.replace(/[\s-]/g, "").toUpperCase();
// Names compare without case, spacing or the width of brackets: （上海）and (上海) are one company.
const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
  return norm(a) === norm(b);
};

/**
 * What the portal knows against what the invoice says. Every failed check is one field error (an empty
 * list means the invoice fits): the seller is the supplier, the buyer the trading company, the total the
 * expected one, and the number not yet used. Amounts in the values are in the reader's `locale`.
 */
export function crossCheckEInvoice(parsed: ParsedEInvoice, expected: EInvoiceExpectation, locale: string): EInvoiceFieldError[] {
  const errors: EInvoiceFieldError[] = [];
  if (!sameId(parsed.seller.taxId, expected.supplierTaxId))
    errors.push({ field: "seller.taxId", message: "validation.einvoice.sellerTaxId", values: { sellerTaxId: parsed.seller.taxId, supplierTaxId: expected.supplierTaxId } });
  const buyerIdWrong = expected.buyerTaxId !== null && (parsed.buyer.taxId === null || !sameId(parsed.buyer.taxId, expected.buyerTaxId));
  if (buyerIdWrong || !sameName(parsed.buyer.name, expected.buyerName))
    errors.push({ field: "buyer", message: "validation.einvoice.buyer", values: { invoiceBuyer: `${parsed.buyer.name} ${parsed.buyer.taxId ?? ""}`.trim(), company: `${expected.buyerName} ${expected.buyerTaxId ?? ""}`.trim() } });
  if (decCmp(parsed.total, expected.total) !== 0)
    errors.push({ field: "total", message: "validation.einvoice.total", values: { invoiceTotal: formatMoney(parsed.total, locale), expectedTotal: formatMoney(expected.total, locale), difference: formatMoney(decSub(parsed.total, expected.total, 2), locale) } });
  if (expected.numberUsed)
    errors.push({ field: "number", message: "validation.einvoice.numberUsed", values: { number: parsed.series ? `${parsed.series} ${parsed.number}` : parsed.number } });
  return errors;
}

/** The failed checks as one 400 answer whose field errors read in the caller's language. */
export function einvoiceMismatch(errors: EInvoiceFieldError[]): AppError {
  const values = Object.assign({}, ...errors.map((e) => e.values ?? {})) as Record<string, string>;
  const fieldErrors = Object.fromEntries(errors.map((e) => [e.field, [e.message]]));
  return new AppError("VALIDATION", "validation.einvoice.mismatch", values, fieldErrors);
}
