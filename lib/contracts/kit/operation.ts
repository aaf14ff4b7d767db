import type { z } from "zod/mini";
import type { ServiceName } from "@/lib/contracts/services";
import { uploadPathSuffix, type UploadSpec } from "./upload";

export type Method = "get" | "post" | "put" | "delete";
type Schema = z.ZodMiniType;

/**
 * One call of a service, declared once: its method, path and schemas. The service's `defineRoute`
 * and the portal's clients both read it, so a path, a body or an answer cannot drift between them.
 */
export interface Operation<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
> {
  service: ServiceName;
  method: Method;
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  /** A binary answer (e.g. an .xlsx stream) instead of a JSON envelope: its content type. */
  binary?: string;
  /** A file upload: the raw body streams to the handler (no JSON body), within these kinds and bytes. */
  upload?: UploadSpec;
}

export type AnyOperation = Operation<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined>;

type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;
export type ParamsOf<O> = O extends Operation<infer P, Schema | undefined, Schema | undefined, Schema | undefined> ? In<P> : never;
export type QueryOf<O> = O extends Operation<Schema | undefined, infer Q, Schema | undefined, Schema | undefined> ? In<Q> : never;
export type BodyOf<O> = O extends Operation<Schema | undefined, Schema | undefined, infer B, Schema | undefined> ? In<B> : never;
/** What a client receives in `data`. */
export type ResponseOf<O> = O extends Operation<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? Out<R> : never;
/** What a handler must return: the response schema's input (its output after parsing is what clients see). */
export type HandlerResultOf<O> = O extends { binary: string }
  ? Response
  : O extends Operation<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? R extends Schema ? z.input<R> : null | void
    : never;

/** The operations of one service: `ops.get("/x", {...})`. */
export function serviceOps(service: ServiceName) {
  const make =
    (method: Method) =>
    <
      P extends Schema | undefined = undefined,
      Q extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
      R extends Schema | undefined = undefined,
      X extends string | undefined = undefined,
    >(
      path: string,
      def: { summary: string; params?: P; query?: Q; body?: B; response?: R; binary?: X; upload?: UploadSpec },
    ) => {
      if (def.upload && (def.body || !path.endsWith(uploadPathSuffix))) {
        throw new Error(`${path}: an upload takes no JSON body and its path ends with ${uploadPathSuffix}`);
      }
      return { service, method, path, ...def } as Operation<P, Q, B, R> & (X extends string ? { binary: string } : { binary?: undefined });
    };
  return { get: make("get"), post: make("post"), put: make("put"), delete: make("delete") };
}

/**
 * An operation's address, without its schemas: a server component hands it to a client component, which then
 * calls the operation with its typed input and answer (callOp) without loading the contract or zod.
 */
export interface OpAddress<O extends AnyOperation = AnyOperation> extends Pick<AnyOperation, "service" | "method" | "path"> {
  /** Never set: it carries the operation's type. */
  readonly operation?: O;
}

export const addressOf = <O extends AnyOperation>(op: O): OpAddress<O> => ({ service: op.service, method: op.method, path: op.path });

/** `/purchase-order/:id/receive` with `{ id: 7 }` → `/purchase-order/7/receive`. */
export function pathOf(op: Pick<AnyOperation, "path">, params?: Record<string, string | number> | undefined): string {
  return op.path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`${op.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}
