import type { z } from "zod";
import type { Db } from "@/services/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/lib/contracts/issues";
import type { Principal } from "./principal";

export type Method = "get" | "post" | "put" | "delete";
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface BaseCtx {
  db: Db;
  req: Request;
  locale: Locale;
  t: Translate;
  token: string | null;
  clientIp: string;
}

export interface Ctx<P, Q, B, A extends Auth> extends BaseCtx {
  principal: A extends "user" ? Principal : null;
  params: P;
  query: Q;
  body: B;
}

export type Auth = "public" | "user";

/**
 * One route of a service. Its permissions sit beside the handler: `auth` says whether a token is
 * needed, `rights` lists the rights codes of which the caller needs any one (admins pass).
 */
export interface RouteDef<PS = Schema | undefined, QS = Schema | undefined, BS = Schema | undefined, A extends Auth = Auth> {
  method: Method;
  path: string;
  summary: string;
  tags?: string[];
  auth: A;
  rights?: readonly string[];
  params?: PS;
  query?: QS;
  body?: BS;
  response?: Schema;
  /** A binary answer (e.g. an .xlsx stream) instead of a JSON envelope. */
  binary?: string;
  handler: (ctx: Ctx<Out<PS>, Out<QS>, Out<BS>, A>) => Promise<unknown>;
}

export type AnyRoute = RouteDef<Schema | undefined, Schema | undefined, Schema | undefined, Auth>;

export function defineRoute<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  A extends Auth = "user",
>(def: RouteDef<PS, QS, BS, A>): AnyRoute {
  if (def.auth === "public" && def.rights?.length) throw new Error(`${def.path}: a public route cannot need rights`);
  return def as unknown as AnyRoute;
}
