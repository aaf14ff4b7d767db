import type { z } from "zod/mini";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { toFieldErrors, type Translate } from "@/lib/contracts/issues";

/** Client checks that need what the form knows besides the input (e.g. a line's ordered quantity, or the form's own values). */
export type FormCheck<I, V = unknown> = (input: I, t: Translate, values: V) => FieldErrors;

/**
 * What a submit finds wrong, keyed by field path (`lines.3.qty` for a line's field): the form's own checks, then the
 * schema's issues over them, each message with its values ({max} …) in the reader's numbers. Data only when nothing is.
 */
export function formErrors<S extends z.ZodMiniType>(schema: S, input: z.input<S>, t: Translate, locale: string, check?: (input: z.input<S>, t: Translate) => FieldErrors) {
  const parsed = schema.safeParse(input);
  const errors: FieldErrors = { ...check?.(input, t), ...(parsed.success ? {} : toFieldErrors(parsed.error, t, locale)) };
  return { data: parsed.success && !Object.keys(errors).length ? (parsed.data as z.output<S>) : null, errors };
}
