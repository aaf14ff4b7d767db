import { decAdd, decCmp } from "@/lib/contracts/decimal";
import { sumMoney } from "./amounts";
import { einvoiceError } from "./errors";
import type { ParsedEInvoice } from "./types";

/** The invoice adds up to the cent: lines to the net and tax totals, net plus tax to the total. */
export function checkTotals(p: ParsedEInvoice): void {
  if (p.lines.length === 0) throw einvoiceError("missingField", { field: "lines" });
  const lineNet = sumMoney(p.lines.map((l) => l.amount));
  if (decCmp(lineNet, p.totalNet) !== 0) throw einvoiceError("linesMismatch", { field: "totalNet", expected: p.totalNet, actual: lineNet });
  const lineTax = sumMoney(p.lines.map((l) => l.tax));
  if (decCmp(lineTax, p.totalTax) !== 0) throw einvoiceError("linesMismatch", { field: "totalTax", expected: p.totalTax, actual: lineTax });
  const gross = decAdd(p.totalNet, p.totalTax, 2);
  if (decCmp(gross, p.total) !== 0) throw einvoiceError("totalMismatch", { field: "total", expected: p.total, actual: gross });
}
