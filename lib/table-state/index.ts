import { z } from "zod/mini";
import { defaultLimit, maxLimit, parseSort, readAll, readOne, tableCodec, type RawParams, type TableCodec, type TableState } from "./codec";

export * from "./codec";

/**
 * The one parser for a list page's state in the URL (filters, sort, cursor, limit), shared by
 * every list page and by the server side that reads the same search params. Filters are parsed
 * one by one with the module's own contract schema, so a bad value drops that filter only
 * (the URL is user input) and the rules stay in the contract. Writing it is the codec's (codec.ts).
 */

/** A list's URL state: read with its contract's schemas, written with its codec. */
export interface TableStateDef<F> extends TableCodec<F> {
  parse(params: RawParams): TableState<F>;
}

/** Used when a module's contract gives no paging schemas of its own: an opaque base64url cursor and a limit. */
const genericPaging = {
  cursor: z.string().check(z.minLength(1), z.maxLength(1000), z.regex(/^[A-Za-z0-9_-]+$/)),
  limit: z.coerce.number().check(z.int(), z.gte(1), z.lte(maxLimit)),
};

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

  return { ...tableCodec<F>({ filterKeys, sortable, defaultSort, defaultLimit: baseLimit }), parse };
}
