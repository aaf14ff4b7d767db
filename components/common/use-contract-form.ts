"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { z } from "zod";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { toFieldErrors } from "@/lib/contracts/issues";
import { RequestError } from "@/lib/client/request";
import { isRequired, maxLengthOf } from "./schema-limits";

type Values<S extends z.ZodType> = { [K in keyof z.input<S>]: z.input<S>[K] };

/**
 * The one form hook: the contract's zod schema validates on the client with the service's own rules
 * and messages, field errors the service answers land on their fields, `pending` covers the call, and
 * success or failure is announced once. `field(name)` gives an input its value, change handler,
 * `maxLength` and `required` straight from the schema.
 */
export function useContractForm<S extends z.ZodType>(
  schema: S,
  initial: Values<S>,
  opts: {
    onSubmit: (data: z.output<S>) => Promise<unknown>;
    onSuccess?: (result: unknown, data: z.output<S>) => void;
    /** A message key shown as a success toast. */
    successMessage?: string;
  },
) {
  const t = useTranslations();
  const [values, setValues] = useState<Values<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, start] = useTransition();

  const set = <K extends keyof Values<S>>(name: K, value: Values<S>[K]) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error, t));
    setErrors({});
    start(async () => {
      try {
        const result = await opts.onSubmit(parsed.data);
        if (opts.successMessage) toast.success(t(opts.successMessage));
        opts.onSuccess?.(result, parsed.data);
      } catch (err) {
        // The request helper has already shown the service's message; keep the values, mark the fields.
        if (err instanceof RequestError && err.fieldErrors) setErrors(err.fieldErrors);
      }
    });
  };

  const field = <K extends keyof Values<S> & string>(name: K) => ({
    name,
    value: (values[name] ?? "") as string,
    maxLength: maxLengthOf(schema, name),
    required: isRequired(schema, name),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value as Values<S>[K]),
  });
  const errorOf = (name: string) => errors[name]?.[0];
  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, set, setValues, errors, setErrors, errorOf, pending, submit, field, reset };
}
