"use client";

import { useRef, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useToastTrail } from "@/lib/client/toast";
import type { z } from "zod/mini";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { RequestError } from "@/lib/client/request";
import { formErrors, type FormCheck } from "./form-errors";
import { isRequired, maxLengthOf, type FormFacts } from "./schema-limits";
import { once } from "./once";

type Values<S extends z.ZodMiniType> = { [K in keyof z.input<S>]: z.input<S>[K] };

/**
 * A schema that loads on first use: the form renders its fields' facts (read on the server with formFacts)
 * and loads the schema, with zod, when the pointer or focus first reaches the form (`warm`) or on submit.
 */
export interface LazyRules<S extends z.ZodMiniType> {
  facts: FormFacts;
  load: () => Promise<S>;
}
const isLazy = <S extends z.ZodMiniType>(rules: S | LazyRules<S>): rules is LazyRules<S> => "load" in rules && "facts" in rules;

/**
 * The one form hook: the contract's zod schema validates on the client with the service's own rules
 * and messages, field errors the service answers land on their fields, `pending` covers the call, and
 * success or failure is announced once (a success takes back the form's earlier error toasts). `field(name)` gives
 * an input its value, change handler, `maxLength` and `required` straight from the schema (or, for LazyRules, from its facts);
 * `maxOf(name)` and `requiredOf(name)` give the same for a field the form holds deeper (a header in a draft).
 */
export function useContractForm<S extends z.ZodMiniType, V extends object = Values<S>>(
  rules: S | LazyRules<S>,
  initial: V,
  opts: {
    /** What the form holds → what the schema takes (drafts of lines, trimmed optionals …). */
    toInput?: (values: V) => z.input<S>;
    /** Client checks that need what the form knows besides the input (e.g. a line's ordered quantity); they get the form's values too. */
    check?: FormCheck<z.input<S>, V>;
    onSubmit: (data: z.output<S>) => Promise<unknown>;
    onSuccess?: (result: unknown, data: z.output<S>) => void;
    /** A message key shown as an error toast when the client checks refuse (a line's error may sit out of view). */
    invalidMessage?: string;
    /** A message key shown as a success toast. */
    successMessage?: string;
    /** The service refused the whole action (no field errors), e.g. a 409: its message is already shown. */
    onRefused?: (err: RequestError) => void;
  },
) {
  const t = useTranslations();
  const locale = useLocale();
  const [values, setStateValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, start] = useTransition();
  const toasts = useToastTrail();
  // A refusal that marked fields: its toast only points at them, and it goes once the user corrects one, so that it
  // does not sit over the form's submit button (sonner keeps a toast while the pointer rests on it).
  const marked = useRef(false);
  const setValues: typeof setStateValues = (next) => {
    if (marked.current) {
      marked.current = false;
      toasts.takeBack();
    }
    setStateValues(next);
  };

  // Editing a marked field takes its own error away: the mark said what to correct, and it has been (submit checks again).
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name as string]) {
      setErrors((found) => {
        const rest = { ...found };
        delete rest[name as string];
        return rest;
      });
    }
  };
  const [loadRules] = useState(() => (isLazy(rules) ? once(rules.load) : null));
  const schemaOf = (): S | Promise<S> => (isLazy(rules) && loadRules ? loadRules() : (rules as S));
  const warm = () => void Promise.resolve(schemaOf()).catch(() => undefined);

  const validate = (schema: S, input: z.input<S>): z.output<S> | null => {
    const { check } = opts;
    const { data, errors: found } = formErrors(schema, input, t, locale, check && ((i, tr) => check(i, tr, values)));
    setErrors(found);
    if (data === null && opts.invalidMessage) {
      toasts.error(t(opts.invalidMessage));
      marked.current = true;
    }
    return data;
  };
  const send = async (data: z.output<S>) => {
    try {
      const result = await opts.onSubmit(data);
      toasts.success(opts.successMessage ? t(opts.successMessage) : undefined);
      opts.onSuccess?.(result, data);
    } catch (err) {
      toasts.failed(err);
      // The request helper has already shown the service's message; keep the values, mark the fields.
      if (err instanceof RequestError && err.fieldErrors) {
        setErrors(err.fieldErrors);
        marked.current = true;
      } else if (err instanceof RequestError) opts.onRefused?.(err);
    }
  };

  /** Checks the values as submit would, marking the fields, without sending (e.g. before asking to confirm). */
  const check = async (): Promise<boolean> => {
    const input = opts.toInput ? opts.toInput(values) : (values as z.input<S>);
    try {
      return validate(await schemaOf(), input) !== null;
    } catch {
      toasts.error(t("errors.network"));
      return false;
    }
  };

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    const input = opts.toInput ? opts.toInput(values) : (values as z.input<S>);
    if (!isLazy(rules)) {
      const data = validate(rules, input);
      if (data !== null) start(() => send(data));
      return;
    }
    start(async () => {
      let schema: S;
      try {
        schema = await schemaOf();
      } catch {
        toasts.error(t("errors.network"));
        return;
      }
      const data = validate(schema, input);
      if (data !== null) await send(data);
    });
  };

  const maxOf = (name: string) => (isLazy(rules) ? rules.facts[name]?.max : maxLengthOf(rules, name));
  const requiredOf = (name: string) => (isLazy(rules) ? (rules.facts[name]?.required ?? false) : isRequired(rules, name));
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: (values[name] ?? "") as string,
    maxLength: maxOf(name),
    required: requiredOf(name),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value as V[K]),
  });
  /** The props of a house control that hands on values, not events: a DateInput or a DecimalInput (components/ui). */
  const valueField = <K extends keyof V & string>(name: K) => {
    const { name: n, value, required } = field(name);
    return { name: n, value, required, onValueChange: (v: string) => set(name, v as V[K]) };
  };
  const errorOf = (name: string) => errors[name]?.[0];
  const reset = () => {
    setStateValues(initial);
    setErrors({});
  };

  return { values, set, setValues, errors, setErrors, errorOf, pending, submit, check, field, valueField, reset, maxOf, requiredOf, warm, toasts };
}
