import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { ColumnDecl, ListDecl } from "@/lib/contracts/kit/list";
import type { Right } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import type { Principal } from "../principal";
import type { Translate } from "@/lib/contracts/issues";
import { exportList } from "../export/list-export";
import { defineRoute, type Audience } from "../route";
import type { Scope } from "./scope";
import { listPage, listPageJson } from "./page";
import type { KeyType, ListSpec, SortField } from "./types";
import { dateText, frozen, isoText } from "../sql";

type Filters<L extends ListDecl> = z.output<z.ZodObject<L["filters"]>>;

export interface ListSource<L extends ListDecl> {
  /**
   * FROM with its joins; `countFrom` a smaller one for the capped count when the filters touch only it. A
   * function gets the caller's scope, for columns that read the caller's business day (overdue days), and the
   * filters, for a list aggregated over a chosen period.
   */
  from: SQL | ((scope: Scope, filters: Filters<L>) => SQL);
  countFrom?: SQL;
  /** A unique NOT NULL tie-breaker, the row's `id`. */
  id: SQL;
  /** The SQL expression of every declared column (the row's `id` is `id`). */
  select: { [K in Exclude<keyof L["columns"], "id">]: SQL };
  /** Tenant scope and the filters, as one WHERE; `principal` for a list whose owner is more than the scope (a main account's). */
  where: (scope: Scope, filters: Filters<L>, db: Db, principal: Principal) => SQL | Promise<SQL>;
  /** null: any signed-in user (the where clause alone decides what they see); a list: any one of them. */
  rights: { view: Right | readonly Right[] | null; export: Right | readonly Right[] | null };
  audience?: Audience;
  /** An API token never reaches it (tokens, webhooks). */
  sessionOnly?: boolean;
  /** Fields written in the reader's language from the row (a message key and its values), on the page; a list with it has no export. */
  present?: (row: z.output<L["row"]>, t: Translate) => z.output<L["row"]>;
}

const keyTypes: Record<ColumnDecl["kind"], KeyType> = {
  text: "text", enum: "text", decimal: "numeric", int: "int", date: "date", datetime: "timestamptz", flag: "bool",
};
const nullSortValue: Record<KeyType, SQL> = {
  text: sql`''`, numeric: sql`-1`, int: sql`-1`, date: sql`'1970-01-01'::date`,
  timestamptz: sql`'1970-01-01T00:00:00Z'::timestamptz`, bool: sql`false`,
};

function selected(kind: ColumnDecl["kind"], expr: SQL): SQL {
  if (kind === "date") return dateText(expr);
  if (kind === "datetime") return isoText(expr);
  return expr;
}

const text = (v: unknown) => (typeof v === "string" ? v : String(v));
const converters: Record<ColumnDecl["kind"], (v: unknown) => unknown> = {
  text, enum: text, decimal: text, date: text, datetime: text, int: (v) => (typeof v === "number" ? v : Number(v)), flag: (v) => v === true,
};
/** What a NULL in a NOT NULL column of the contract is answered as. */
const empty: Record<ColumnDecl["kind"], unknown> = { text: "", enum: "", decimal: "", date: "", datetime: "", int: 0, flag: false };

/** `converters` and `empty` in SQL: the value `map` answers, as PostgreSQL writes it in JSON. */
const jsonCast: Record<ColumnDecl["kind"], string> = {
  text: "text", enum: "text", decimal: "text", date: "text", datetime: "text", int: "numeric", flag: "boolean",
};
const jsonEmpty: Record<ColumnDecl["kind"], SQL> = {
  text: sql`''`, enum: sql`''`, decimal: sql`''`, date: sql`''`, datetime: sql`''`, int: sql`0`, flag: sql`false`,
};
function jsonValue(d: ColumnDecl, expr: SQL): SQL {
  const value = sql`(${selected(d.kind, expr)})::${sql.raw(jsonCast[d.kind])}`;
  return d.nullable ? value : sql`coalesce(${value}, ${jsonEmpty[d.kind]})`;
}

/** The keyset spec of a declared list: select list, NOT NULL sort expressions and the row mapper. */
export function listSpec<L extends ListDecl>(decl: L, src: ListSource<L>): ListSpec<z.output<L["row"]>> {
  const entries = Object.entries(decl.columns) as Array<[string, ColumnDecl]>;
  const exprOf = (f: string) => (src.select as Record<string, SQL>)[f]!;
  const columns = sql.join(
    [sql`${src.id} as "id"`, ...entries.map(([f, d]) => sql`${selected(d.kind, exprOf(f))} as ${sql.identifier(f)}`)],
    sql`, `,
  );
  const sorts: Record<string, SortField> = {};
  for (const f of decl.sortable as string[]) {
    const d = decl.columns[f]!;
    const type = keyTypes[d.kind];
    sorts[f] = { expr: frozen(d.nullable ? sql`coalesce(${exprOf(f)}, ${nullSortValue[type]})` : exprOf(f)), type };
  }
  const names = entries.map(([f]) => f);
  const convert = entries.map(([, d]) => converters[d.kind]);
  const nulls = entries.map(([, d]) => (d.nullable ? null : empty[d.kind]));
  // Rows are copies of one object with every field: V8 keeps them in fast mode, where a row built key by key turned
  // into a dictionary, slower to fill and to serialise (bench B1).
  const blank: Record<string, unknown> = Object.fromEntries([["id", 0], ...names.map((f) => [f, null])]);
  const json = {
    columns: frozen(sql.join(
      [sql`(${src.id})::numeric as "id"`, ...entries.map(([f, d]) => sql`${jsonValue(d, exprOf(f))} as ${sql.identifier(f)}`)],
      sql`, `,
    )),
    row: frozen(sql`(select row_to_json(r) from (select ${sql.join(["id", ...names].map((f) => sql`p.${sql.identifier(f)}`), sql`, `)}) r)::text`),
  };
  return {
    from: typeof src.from === "function" ? sql`` : frozen(src.from),
    countFrom: src.countFrom && frozen(src.countFrom),
    columns: frozen(columns),
    id: frozen(src.id),
    sorts,
    defaultSort: decl.defaultSort as string,
    json: src.present ? undefined : json,
    map(raw) {
      const out = { ...blank };
      out.id = Number(raw.id);
      for (let i = 0; i < names.length; i++) {
        const f = names[i]!;
        const v = raw[f];
        out[f] = v === null || v === undefined ? nulls[i] : convert[i]!(v);
      }
      return out as z.output<L["row"]>;
    },
  };
}

/** Each sort key's type, for the route (see AnyRoute.sortKeys). */
export const sortKeysOf = (spec: ListSpec<unknown>): Record<string, KeyType> =>
  Object.fromEntries(Object.entries(spec.sorts).map(([f, s]) => [f, s.type]));

const anyOf = (r: Right | readonly Right[] | null): readonly Right[] | undefined => (r === null ? undefined : typeof r === "string" ? [r] : r);

/** Lists answer with the rows PostgreSQL wrote as JSON; tests/integration/list-json.test.ts turns it off to compare. */
export const listAnswers = { json: true };

/** The list and export routes of a declared list: keyset pages with a capped count, and the streamed .xlsx. */
export function listRoutes<L extends ListDecl>(decl: L, src: ListSource<L>) {
  const spec = listSpec(decl, src);
  const from = src.from;
  const specOf = (scope: Scope, filters: Filters<L>, t?: Translate): ListSpec<z.output<L["row"]>> => {
    const scoped = typeof from === "function" ? { ...spec, from: from(scope, filters) } : spec;
    const present = src.present;
    return present && t ? { ...scoped, map: (raw) => present(spec.map(raw), t) } : scoped;
  };
  const list = defineRoute(decl.list, {
    rights: anyOf(src.rights.view),
    audience: src.audience,
    sessionOnly: src.sessionOnly,
    sortKeys: sortKeysOf(spec),
    handler: async ({ db, scope, query, t, principal }) => {
      const { limit, cursor, sort, ...filters } = query as unknown as { limit: number; cursor?: string; sort?: string };
      const page = spec.json && listAnswers.json ? listPageJson : listPage;
      return page(db, specOf(scope, filters as Filters<L>, t), await src.where(scope, filters as Filters<L>, db, principal), { limit, cursor, sort }) as never;
    },
  });
  const exportRoute = defineRoute(decl.export, {
    rights: anyOf(src.rights.export),
    audience: src.audience,
    sessionOnly: src.sessionOnly,
    handler: async ({ db, t, locale, scope, query, now, principal }) => {
      const { sort, columns, ...filters } = query as unknown as { sort?: string; columns?: string[] };
      return exportList({ db, t, decl, spec: specOf(scope, filters as Filters<L>) as ListSpec<Record<string, unknown>>, where: await src.where(scope, filters as Filters<L>, db, principal), sort, fields: columns ?? (decl.exported as string[]), timeZone: scope.timeZone, now, locale });
    },
  });
  return { list, export: exportRoute, spec };
}
