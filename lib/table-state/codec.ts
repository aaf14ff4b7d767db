/**
 * A list page's state in the URL, written: filters, sort, cursor and limit into search params and into the
 * service's query. Plain code without schemas, so a list whose state the server parses (index.ts) loads no
 * zod in the browser.
 */

export const limitOptions = [20, 50, 100, 200] as const;
export const defaultLimit = 50;
/**
 * A phone's first page. Its rows are cards a screen tall each, so 50 of them were a long scroll, and rendering the
 * 44 below the first screen took a third of the page's main-thread work on a mid-range phone.
 */
export const phoneLimit = 20;
export const maxLimit = 200;

export interface SortState {
  id: string;
  desc: boolean;
}

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** A day is a business-day string (yyyy-mm-dd), never a Date, whose day would be the browser's zone's. */
export type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface TableState<F> {
  filters: Partial<F>;
  sort: SortState | null;
  cursor: string | null;
  limit: number;
}

/** What a list's URL state is made of, as plain data: a server page hands it to a client list (codecShape). */
export interface TableShape {
  filterKeys: readonly string[];
  sortable: readonly string[];
  defaultSort: SortState | null;
  defaultLimit: number;
}

/** Writing a list's state into its URL and its service query; reading it back is the parser's (index.ts). */
export interface TableCodec<F> extends TableShape {
  filterKeys: readonly (keyof F & string)[];
  toSearchParams(state: TableState<F>): URLSearchParams;
  /** The service query for this state: filters, `sort` as `field` or `-field`, `cursor`, `limit`. */
  toQuery(state: TableState<F>, opts?: { paging?: boolean }): Record<string, string>;
}

/** The filter draft's strings as filters, unparsed: for a list whose server parses the URL they go to. */
export function unparsedFilters<F>(codec: TableShape, draft: Record<string, string>): Partial<F> {
  const out: Record<string, string> = {};
  for (const key of codec.filterKeys) if (draft[key]) out[key] = draft[key];
  return out as Partial<F>;
}

export function parseSort(raw: string | undefined, sortable: readonly string[]): SortState | null {
  if (!raw) return null;
  const desc = raw.startsWith("-");
  const id = desc ? raw.slice(1) : raw;
  return sortable.includes(id) ? { id, desc } : null;
}

export function formatSort(sort: SortState): string {
  return sort.desc ? `-${sort.id}` : sort.id;
}

export function readAll(params: RawParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const v = params[key];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

export function readOne(params: RawParams, key: string): string | undefined {
  const all = readAll(params, key);
  return all.length ? all[all.length - 1] : undefined;
}

function encodeValue(v: FilterValue): string[] {
  if (v === undefined || v === null || v === "") return [];
  if (Array.isArray(v)) return v.map(String).filter((s) => s !== "");
  return [String(v)];
}

/** The codec of a shape: the one writer every list's URL and query go through. */
export function tableCodec<F>(shape: TableShape): TableCodec<F> {
  const { sortable, defaultSort, defaultLimit: baseLimit } = shape;
  const filterKeys = shape.filterKeys as readonly (keyof F & string)[];
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
    toSearchParams: (state) => new URLSearchParams(entries(state, true, true)),
    toQuery: (state, o) => {
      const q: Record<string, string> = {};
      for (const [k, v] of entries(state, o?.paging ?? true, false)) q[k] = k in q ? `${q[k]},${v}` : v;
      return q;
    },
  };
}

/** A codec's shape as plain data, for a server page to hand to its client list. */
export const codecShape = (c: TableShape): TableShape => ({ filterKeys: c.filterKeys, sortable: c.sortable, defaultSort: c.defaultSort, defaultLimit: c.defaultLimit });

/**
 * The search params of a list's next state. Params the list does not own (a page's `tab`, a picked `item`)
 * stay as they are, so filtering on a tab keeps the tab.
 */
export function nextSearchParams<F>(def: TableCodec<F>, next: TableState<F>, current: URLSearchParams): URLSearchParams {
  const owned = new Set<string>([...def.filterKeys, "sort", "cursor", "limit"]);
  const out = new URLSearchParams([...current].filter(([k]) => !owned.has(k)));
  for (const [k, v] of def.toSearchParams(next)) out.append(k, v);
  return out;
}

/** A stable key for "the same list" (filters + sort + limit): the cursor stack resets when it changes. */
export function listSignature<F>(def: TableCodec<F>, state: TableState<F>): string {
  return def.toSearchParams({ ...state, cursor: null }).toString();
}
