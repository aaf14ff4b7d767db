import "server-only";
import type { RawParams, TableState, TableStateDef } from "@/lib/table-state";
import { codecShape, type TableShape } from "@/lib/table-state/codec";
import type { AnyOperation, ResponseOf } from "@/lib/contracts/kit/operation";
import { callJson } from "@/lib/upstream/client";
import { getSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import type { ListResult as ListPage } from "@/lib/contracts/common";
import type { InitialPage } from "@/lib/table-state/initial-page";

type RowOf<O extends AnyOperation> = ResponseOf<O> extends ListPage<infer R> ? R : never;

/** A list page's props: its URL's search params, as Next hands them over. */
export type PageSearch = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The first page of a list, read on the server in the page's own request from the same URL state the
 * client parses, so the rows are in the HTML instead of arriving after hydration. Any failure answers
 * null and the client loads the page itself (and shows the error the usual way).
 */
export async function firstListPage<O extends AnyOperation, F>(
  list: O,
  def: TableStateDef<F>,
  searchParams: RawParams | Promise<RawParams>,
  /** The list stays idle for this state (a required filter is missing): nothing to read. */
  idle?: (state: TableState<F>) => boolean,
): Promise<InitialPage<RowOf<O>> | null> {
  return (await parsedListPage(list, def, searchParams, idle)).initial;
}

/**
 * The URL state parsed here with the list's contract, its codec's shape and its first page: what a client
 * list takes when the browser is to parse nothing (useListPage with `state`), so it loads no schema.
 */
export async function parsedListPage<O extends AnyOperation, F>(
  list: O,
  def: TableStateDef<F>,
  searchParams: RawParams | Promise<RawParams>,
  idle?: (state: TableState<F>) => boolean,
): Promise<{ state: TableState<F>; codec: TableShape; initial: InitialPage<RowOf<O>> | null }> {
  const state = def.parse(await searchParams);
  const parsed = { state, codec: codecShape(def) };
  const session = await getSession();
  if (!session.token || idle?.(state)) return { ...parsed, initial: null };
  const query = def.toQuery(state);
  const res = await callJson<ListPage<RowOf<O>>>(list.service, list.path, {
    token: session.token,
    locale: await currentLocale(),
    search: `?${new URLSearchParams(query)}`,
  });
  return { ...parsed, initial: res.returnCode === 200 && res.data ? { query, page: res.data } : null };
}
