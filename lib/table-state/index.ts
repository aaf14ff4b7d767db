import { z } from "zod/mini";

/**
 * The one parser for a list page's state in the URL (filters, sort, cursor, limit), shared by
 * every list page and by the server side that reads the same search params. Filters are parsed
 * one by one with the module's own contract schema, so a bad value drops that filter only
 * (the URL is user input) and the rules stay in the contract.
 */

export const limitOptions = [20, 50, 100, 200] as const;
export const defaultLimit = 50;
export const maxLimit = 200;

export interface SortState {
  id: string;
  desc: boolean;
}

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

export type FilterValue = string | number | boolean | Date | null | undefined | readonly (string | number)[];

export interface TableState<F> {
  filters: Partial<F>;
  sort: SortState | null;
  cursor: string | null;
  limit: number;
}

export interface TableStateDef<F> {
  filterKeys: readonly (keyof F & string)[];
  sortable: readonly string[];
  defaultSort: SortState | null;
  defaultLimit: number;
  parse(params: RawParams): TableState<F>;
  toSearchParams(state: TableState<F>): URLSearchParams;
  /** The service query for this state: filters, `sort` as `field` or `-field`, `cursor`, `limit`. */
  toQuery(state: TableState<F>, opts?: { paging?: boolean }): Record<string, string>;
}

/** Used when a module's contract gives no paging schemas of its own: an opaque base64url cursor and a limit. */
const genericPaging = {
  cursor: z.string().check(z.minLength(1), z.maxLength(1000), z.regex(/^[A-Za-z0-9_-]+$/)),
  limit: z.coerce.number().check(z.int(), z.gte(1), z.lte(maxLimit)),
};

export function parseSort(raw: string | undefined, sortable: readonly string[]): SortState | null {
  if (!raw) return null;
  const desc = raw.startsWith("-");
  const id = desc ? raw.slice(1) : raw;
  return sortable.includes(id) ? { id, desc } : null;
}

export function formatSort(sort: SortState): string {
  return sort.desc ? `-${sort.id}` : sort.id;
}

function readAll(params: RawParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const v = params[key];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

function readOne(params: RawParams, key: string): string | undefined {
  const all = readAll(params, key);
  return all.length ? all[all.length - 1] : undefined;
}

/** Dates travel as yyyy-mm-dd in the URL (local calendar day). */
export function formatDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function encodeValue(v: FilterValue): string[] {
  if (v === undefined || v === null || v === "") return [];
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? [] : [formatDay(v)];
  if (Array.isArray(v)) return v.map(String).filter((s) => s !== "");
  return [String(v)];
}

function isArraySchema(schema: z.core.$ZodType): boolean {
  let def = schema._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType };
  while (def.innerType && ["optional", "default", "nullable", "catch", "prefault"].includes(def.type)) {
    def = def.innerType._zod.def as typeof def;
  }
  return def.type === "array";
}

export function defineTableState<S extends z.core.$ZodShape>(opts: {
  filters: z.ZodMiniObject<S>;
  sortable: readonly string[];
  /** The contract's own `cursor` and `limit` schemas, so the URL obeys the same rules as the service. */
  paging?: { cursor: z.core.$ZodType; limit: z.core.$ZodType };
  defaultSort?: string;
  defaultLimit?: number;
}): TableStateDef<z.output<z.ZodMiniObject<S>>> {
  type F = z.output<z.ZodMiniObject<S>>;
  const shape: Record<string, z.core.$ZodType> = opts.filters.shape;
  const filterKeys = Object.keys(shape) as (keyof F & string)[];
  const reserved = ["sort", "cursor", "limit"];
  const clash = filterKeys.find((k) => reserved.includes(k));
  if (clash) throw new Error(`table-state: "${clash}" is reserved`);
  const sortable = opts.sortable;
  const defaultSort = parseSort(opts.defaultSort, sortable);
  const baseLimit = opts.defaultLimit ?? defaultLimit;
  const paging = opts.paging ?? genericPaging;

  const parse = (params: RawParams): TableState<F> => {
    const filters: Record<string, unknown> = {};
    for (const key of filterKeys) {
      const schema = shape[key]!;
      const all = readAll(params, key).filter((s) => s !== "");
      if (!all.length) continue;
      const input = isArraySchema(schema) ? all.flatMap((s) => s.split(",")) : all[all.length - 1];
      const result = z.safeParse(schema, input);
      if (result.success && result.data !== undefined && result.data !== null) filters[key] = result.data;
    }
    const rawCursor = readOne(params, "cursor");
    const rawLimit = readOne(params, "limit");
    const cursor = rawCursor ? z.safeParse(paging.cursor, rawCursor) : null;
    const limit = rawLimit ? z.safeParse(paging.limit, rawLimit) : null;
    return {
      filters: filters as Partial<F>,
      sort: parseSort(readOne(params, "sort"), sortable) ?? defaultSort,
      cursor: cursor?.success && typeof cursor.data === "string" && cursor.data ? cursor.data : null,
      limit: limit?.success && typeof limit.data === "number" ? limit.data : baseLimit,
    };
  };

  const entries = (state: TableState<F>, paging: boolean, forUrl: boolean): [string, string][] => {
    const out: [string, string][] = [];
    for (const key of filterKeys) {
      for (const v of encodeValue(state.filters[key] as FilterValue)) out.push([key, v]);
    }
    const sortDiffers = forUrl
      ? (state.sort ? formatSort(state.sort) : "") !== (defaultSort ? formatSort(defaultSort) : "")
      : true;
    if (state.sort && sortDiffers) out.push(["sort", formatSort(state.sort)]);
    if (paging && state.cursor) out.push(["cursor", state.cursor]);
    if (paging && (!forUrl || state.limit !== baseLimit)) out.push(["limit", String(state.limit)]);
    return out;
  };

  return {
    filterKeys,
    sortable,
    defaultSort,
    defaultLimit: baseLimit,
    parse,
    toSearchParams: (state) => new URLSearchParams(entries(state, true, true)),
    toQuery: (state, o) => {
      const q: Record<string, string> = {};
      for (const [k, v] of entries(state, o?.paging ?? true, false)) q[k] = k in q ? `${q[k]},${v}` : v;
      return q;
    },
  };
}

/** A stable key for "the same list" (filters + sort + limit): the cursor stack resets when it changes. */
export function listSignature<F>(def: TableStateDef<F>, state: TableState<F>): string {
  return def.toSearchParams({ ...state, cursor: null }).toString();
}
