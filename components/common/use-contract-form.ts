"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import type { z } from "zod/mini";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { toFieldErrors } from "@/lib/contracts/issues";
import { RequestError } from "@/lib/client/request";
import { isRequired, maxLengthOf } from "./schema-limits";

type Values<S extends z.ZodMiniType> = { [K in keyof z.input<S>]: z.input<S>[K] };

/**
 * The one form hook: the contract's zod schema validates on the client with the service's own rules
 * and messages, field errors the service answers land on their fields, `pending` covers the call, and
 * success or failure is announced once. `field(name)` gives an input its value, change handler,
 * `maxLength` and `required` straight from the schema.
 */
export function useContractForm<S extends z.ZodMiniType, V extends object = Values<S>>(
  schema: S,
  initial: V,
  opts: {
    /** What the form holds → what the schema takes (drafts of lines, trimmed optionals …). */
    toInput?: (values: V) => z.input<S>;
    /** Client checks that need what the form knows besides the input (e.g. a line's ordered quantity). */
    check?: (input: z.input<S>, t: (key: string, values?: Record<string, string | number>) => string) => FieldErrors;
    onSubmit: (data: z.output<S>) => Promise<unknown>;
    onSuccess?: (result: unknown, data: z.output<S>) => void;
    /** A message key shown as a success toast. */
    successMessage?: string;
    /** The service refused the whole action (no field errors), e.g. a 409: its message is already shown. */
    onRefused?: (err: RequestError) => void;
  },
) {
  const t = useTranslations();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, start] = useTransition();

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    const input = opts.toInput ? opts.toInput(values) : (values as z.input<S>);
    const parsed = schema.safeParse(input);
    const found = { ...opts.check?.(input, t), ...(parsed.success ? {} : toFieldErrors(parsed.error, t)) };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    start(async () => {
      try {
        const result = await opts.onSubmit(parsed.data);
        if (opts.successMessage) toast.success(t(opts.successMessage));
        opts.onSuccess?.(result, parsed.data);
      } catch (err) {
        // The request helper has already shown the service's message; keep the values, mark the fields.
        if (err instanceof RequestError && err.fieldErrors) setErrors(err.fieldErrors);
        else if (err instanceof RequestError) opts.onRefused?.(err);
      }
    });
  };

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: (values[name] ?? "") as string,
    maxLength: maxLengthOf(schema, name),
    required: isRequired(schema, name),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value as V[K]),
  });
  const errorOf = (name: string) => errors[name]?.[0];
  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, set, setValues, errors, setErrors, errorOf, pending, submit, field, reset };
}
