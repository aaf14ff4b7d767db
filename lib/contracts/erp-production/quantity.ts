import { z } from "zod/mini";
import { decCmp } from "../decimal";
import { cleanString, maxQty } from "../common";

/** Most decimals a unit can have (numeric(18,4)); a unit may allow fewer (checked with the order's unit). */
export const maxQtyDecimals = 4;

/**
 * A typed-in production quantity (docs/requirements.md §5 "production quantity"), told apart in the order the
 * catalogue lists them: empty, not numeric, not a valid quantity (not positive, too many decimals, too large).
 */
export function quantityIssue(raw: string, decimals = maxQtyDecimals): { key: string; values?: Record<string, string> } | null {
  const v = raw.trim();
  if (v === "") return { key: "validation.quantity.required" };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(v)) return { key: "validation.quantity.numeric" };
  if (!/^\d+(\.\d+)?$/.test(v) || decCmp(v, "0") <= 0) return { key: "validation.quantity.positive" };
  if ((v.split(".")[1]?.length ?? 0) > decimals) return { key: "validation.quantity.decimals", values: { max: String(decimals) } };
  if (v.split(".")[0]!.replace(/^0+(?=\d)/, "").length > 14) return { key: "validation.quantity.tooLarge", values: { max: maxQty } };
  return null;
}

export const quantityEntry = z.pipe(cleanString("validation.quantity.required").check(z.superRefine((v, ctx) => {
  const issue = quantityIssue(v);
  if (issue) ctx.addIssue({ code: "custom", message: issue.key, params: issue.values });
})), z.transform((v) => v.trim()));
