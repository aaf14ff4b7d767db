import type { Envelope } from "@/lib/contracts/envelope";
import { pathOf, type AnyOperation, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf } from "@/lib/contracts/kit/operation";
import { call, type CallOpts } from "./services";

export interface CallAsInput<O extends AnyOperation> extends Omit<CallOpts, "token" | "body" | "rawBody"> {
  params?: ParamsOf<O>;
  query?: QueryOf<O>;
  body?: BodyOf<O>;
}

/** Calls an operation of the contract as the token's user: its service, method and path, with the answer typed by its response schema. */
export async function callAs<O extends AnyOperation>(token: string | undefined, op: O, input: CallAsInput<O> = {}): Promise<Envelope<ResponseOf<O>>> {
  const { params, query, body, ...opts } = input;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const path = `${pathOf(op, params as Record<string, string | number> | undefined)}${qs.size ? `?${qs}` : ""}`;
  const res = await call<ResponseOf<O>>(op.service, op.method.toUpperCase(), path, { ...opts, token, body: body ?? (op.body ? {} : undefined) });
  return res.body;
}
