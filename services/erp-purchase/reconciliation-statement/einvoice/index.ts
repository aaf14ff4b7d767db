import "server-only";
import { readCnFapiao, isCnFapiao } from "./cn-fapiao";
import { einvoiceError } from "./errors";
import type { ParsedEInvoice } from "./types";
import { isVnC78, readVnC78 } from "./vn-c78";
import { readXml } from "./xml";

/**
 * Reads an e-invoice's structured file (China's 数电票 XML or Vietnam's Circular 78 XML) into one shape.
 * Refuses (AppError 400, `validation.einvoice.*`) anything oversized, not UTF-8, with a DTD, too deep or
 * too large a tree, malformed, of another format, or whose amounts do not add up to the cent.
 */
export function parseEInvoice(bytes: Uint8Array): ParsedEInvoice {
  const root = readXml(bytes);
  if (isCnFapiao(root)) return readCnFapiao(root);
  if (isVnC78(root)) return readVnC78(root);
  throw einvoiceError("unknownFormat");
}

export { crossCheckEInvoice, einvoiceMismatch, type EInvoiceExpectation, type EInvoiceFieldError } from "./cross-check";
export { einvoiceFormats, type EInvoiceFormat, type EInvoiceLine, type ParsedEInvoice } from "./types";
export { einvoiceXmlLimits } from "./xml";
