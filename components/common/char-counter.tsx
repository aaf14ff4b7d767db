"use client";

import type { z } from "zod/mini";
import { maxLengthOf } from "./schema-limits";

/** Inputs whose contract allows this many characters or more count them as the user types. */
export const longInputFrom = 100;

/**
 * "12/200" under a long input, from the contract's own max length; nothing for short fields. Announced
 * politely to screen readers once the user is near the limit.
 */
export function CharCounter({ max, field, value }: { max: number | undefined; field: string; value: string }) {
  if (!max || max < longInputFrom) return null;
  const near = value.length >= max * 0.9;
  return (
    <span className={near ? "font-medium text-amber-800 dark:text-amber-400" : undefined} aria-live={near ? "polite" : "off"}
      data-testid={`counter-${field}`}>
      {value.length}/{max}
    </span>
  );
}

/** The counter as a form field's hint, or undefined for a short field (so no empty hint is described). */
export function counterHint(schema: z.core.$ZodType, field: string, value: string | null | undefined) {
  return counterOf(maxLengthOf(schema, field), field, value);
}

/** The same hint for a known max length (a form whose schema loads on first use has its facts). */
export function counterOf(max: number | undefined, field: string, value: string | null | undefined) {
  return max && max >= longInputFrom ? <CharCounter max={max} field={field} value={value ?? ""} /> : undefined;
}
