import type { z } from "zod";
import type { Db } from "@/services/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/lib/contracts/issues";
import type { AnyOperation, HandlerResultOf, Method, Operation } from "@/lib/contracts/kit/operation";
import type { Right } from "@/lib/rights/codes";
import type { Principal } from "./principal";
import { scopeOf, type Scope } from "./list/scope";
import type { KeyType } from "./list/types";
import type { KeepAlive } from "./background";
import type { StoredFile, UploadOwner } from "./storage";

export type { Method };
type Schema = NonNullable<AnyOperation["body"]>;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface BaseCtx {
  db: Db;
  req: Request;
  locale: Locale;
  t: Translate;
  token: string | null;
  clientIp: string;
  /** The request's instant, from the app's clock (services/core/business-time.ts). */
  now: Date;
  /** For work started here that ends after the answer (services/core/background.ts). */
  keepAlive: KeepAlive;
  /**
   * On an upload route, the only way to store the request's body: within the operation's kinds and size, and
   * removed again (row and bytes) when the handler then throws.
   */
  upload: (owner: UploadOwner) => Promise<StoredFile>;
}

export type Auth = "public" | "user";
/** Who may call a route at all, before rights: supplier accounts, internal staff (admins included), or both. */
export type Audience = "any" | "internal" | "supplier";

export interface Ctx<O extends AnyOperation, A extends Auth> extends BaseCtx {
  principal: A extends "user" ? Principal : null;
  /** The caller's tenant, for the SQL of every query (null on public routes). */
  scope: A extends "user" ? Scope : null;
  params: Part<O, "p">;
  query: Part<O, "q">;
  body: Part<O, "b">;
}

type Part<O, K extends "p" | "q" | "b"> =
  O extends Operation<infer P, infer Q, infer B, Schema | undefined> ? Out<K extends "p" ? P : K extends "q" ? Q : B> : never;

export interface RouteOptions<O extends AnyOperation, A extends Auth> {
  auth?: A;
  /** Rights codes of which the caller needs any one (admins pass). */
  rights?: readonly Right[];
  audience?: Audience;
  /** Only a signed-in session may call it, never an API token: passwords, tokens, webhooks. */
  sessionOnly?: boolean;
  tags?: string[];
  sortKeys?: AnyRoute["sortKeys"];
  handler: (ctx: Ctx<O, A>) => Promise<HandlerResultOf<O>>;
}

/** A route as the service app, OpenAPI and the generated tests see it: the operation plus its guard. */
export interface AnyRoute extends AnyOperation {
  auth: Auth;
  rights?: readonly string[];
  audience: Audience;
  sessionOnly?: boolean;
  tags?: string[];
  /** A keyset list: each sort key's type, which its cursors' values are checked against (generated tests forge them). */
  sortKeys?: Readonly<Record<string, KeyType>>;
  handler: (ctx: BaseCtx & { principal: Principal | null; scope: Scope | null; params: unknown; query: unknown; body: unknown }) => Promise<unknown>;
}

/**
 * One route of a service: the contract's operation, and beside the handler who may call it (`auth`,
 * `audience`, `rights`). The handler must return what the operation's response schema accepts.
 */
export function defineRoute<O extends AnyOperation, A extends Auth = "user">(op: O, opts: RouteOptions<O, A>): AnyRoute {
  const auth = opts.auth ?? "user";
  if (auth === "public" && (opts.rights?.length || (opts.audience && opts.audience !== "any"))) {
    throw new Error(`${op.path}: a public route cannot need rights or an audience`);
  }
  return {
    ...op, auth, rights: opts.rights, audience: opts.audience ?? "any", sessionOnly: opts.sessionOnly, tags: opts.tags, sortKeys: opts.sortKeys,
    handler: opts.handler as AnyRoute["handler"],
  };
}

export { scopeOf };
