import "server-only";
import type { Db } from "@/services/db/client";

/**
 * The seam between the documents that create money owed to or by a supplier (goods receipts, returns,
 * confirmed deduction bills, and later VMI consumption) and the reconciliation statements that settle them.
 * Each module that produces settleable documents exports one `SettlementSource`; the statement
 * generator (generate.ts, with the list in sources.ts) reads them and never another module's tables itself.
 * The seam is the statement's: it states what a statement needs, so it lives in this module, not with a source.
 */
export type SettlementSourceType = "receipt" | "return" | "deduction" | "vmi-consumption";

export interface SettlementPeriod {
  /** The group company that trades with the supplier (the statement's trading company). */
  companyId: number;
  supplierId: number;
  /** Inclusive business dates, YYYY-MM-DD, in the company's time zone. */
  from: string;
  to: string;
}

export interface SettlementLine {
  sourceType: SettlementSourceType;
  /** The source document row (receipt line, deduction bill …) as text, unique within its type. */
  sourceId: string;
  /** The number people know the document by (receipt number, deduction bill number …). */
  sourceNumber: string;
  /** The portal path of the source document, for the link from the statement line. */
  sourcePath: string;
  sourceDate: string;
  materialCode: string | null;
  description: string;
  /** Decimal strings; null where the document has no quantity (a deduction bill). */
  quantity: string | null;
  unitPrice: string | null;
  /** Tax-inclusive amount as a decimal string with 2 places: positive is owed to the supplier, negative is owed by it. */
  amount: string;
}

export interface SettlementSource {
  type: SettlementSourceType;
  /** The lines of the period that no live statement holds yet; `taken` are the source ids already on live statements. */
  lines(db: Db, period: SettlementPeriod, taken: ReadonlySet<string>): Promise<SettlementLine[]>;
}
