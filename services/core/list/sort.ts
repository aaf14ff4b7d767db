import type { ListSpec, Sort } from "./types";

/** `field` or `-field` from the spec's allow-list (the contract's enum already refused anything else). */
export function parseSort<F extends string>(spec: ListSpec<unknown, F>, raw: string | undefined): Sort<F> {
  const key = (raw ?? spec.defaultSort) as F | `-${F}`;
  const desc = key.startsWith("-");
  const name = (desc ? key.slice(1) : key) as F;
  const field = spec.sorts[name];
  if (!field) throw new Error(`sort field not in the allow-list: ${name}`);
  return { key, field, desc };
}
