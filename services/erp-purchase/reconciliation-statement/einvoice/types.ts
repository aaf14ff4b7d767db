export const einvoiceFormats = ["cn-fapiao", "vn-c78"] as const;
export type EInvoiceFormat = (typeof einvoiceFormats)[number];

export interface EInvoiceLine {
  name: string;
  quantity: string | null;
  unitPrice: string | null;
  /** Net amount of the line (before tax), two decimals. */
  amount: string;
  /** A fraction: "0.13" is 13 %; exempt and not-taxed lines are "0". */
  taxRate: string;
  tax: string;
}

/** An e-invoice read from its structured file; every amount a decimal string, never a float. */
export interface ParsedEInvoice {
  format: EInvoiceFormat;
  number: string;
  series: string | null;
  /** YYYY-MM-DD */
  issueDate: string;
  seller: { name: string; taxId: string };
  buyer: { name: string; taxId: string | null };
  currency: string;
  lines: EInvoiceLine[];
  totalNet: string;
  totalTax: string;
  total: string;
  totalInWords: string | null;
}
