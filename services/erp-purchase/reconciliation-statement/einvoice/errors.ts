import { AppError } from "@/services/core/errors";

export type EInvoiceProblem =
  | "tooLarge"
  | "encoding"
  | "doctype"
  | "malformed"
  | "tooDeep"
  | "tooManyNodes"
  | "unknownFormat"
  | "missingField"
  | "badNumber"
  | "badDate"
  | "badAmount"
  | "linesMismatch"
  | "totalMismatch";

/** Every refusal of an e-invoice file is a 400 with a `validation.einvoice.*` message. */
export const einvoiceError = (problem: EInvoiceProblem, values: Record<string, string | number> = {}) =>
  new AppError("VALIDATION", `validation.einvoice.${problem}`, values);
