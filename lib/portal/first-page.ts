import "server-only";
import type { z } from "zod/mini";
import type { RawParams, TableState } from "@/lib/table-state";
import { codecShape, phoneLimit } from "@/lib/table-state/codec";
import { listTableState } from "@/lib/table-state/list-state";
import type { AnyOperation, ResponseOf } from "@/lib/contracts/kit/operation";
import { viewOf, type ColumnDecl, type ListDecl } from "@/lib/contracts/kit/list";
import { callJson } from "@/lib/upstream/client";
import { readSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { requestIsPhone } from "@/lib/portal/phone";
import type { ListResult as ListPage } from "@/lib/contracts/common";
import type { ParsedList } from "@/lib/table-state/initial-page";

type RowOf<O extends AnyOperation> = ResponseOf<O> extends ListPage<infer R> ? R : never;

/** A list page's props: its URL's search params, as Next hands them over. */
export type PageSearch = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A declared list's page as its client list takes it (useListPage): the URL state parsed here with the list's
 * contract, its codec's shape, its view, and its first page, read on the server in the page's own request so
 * the rows are in the HTML and the browser loads no schema. Any failure to read answers `initial: null` and
 * the client loads the page itself (and shows the error the usual way). A phone's default page is shorter.
 */
export async function parsedListPage<C extends Record<string, ColumnDecl>, S extends z.core.$ZodShape, O extends AnyOperation>(
  decl: ListDecl<C, S> & { list: O },
  searchParams: RawParams | Promise<RawParams>,
  /** The list stays idle for this state (a required filter is missing): nothing to read. */
  idle?: (state: TableState<z.output<z.ZodMiniObject<S>>>) => boolean,
): Promise<ParsedList<RowOf<O>, z.output<z.ZodMiniObject<S>>>> {
  const def = listTableState(decl, (await requestIsPhone()) ? phoneLimit : undefined);
  const state = def.parse(await searchParams);
  const parsed = { state, codec: codecShape(def), view: viewOf(decl) };
  const session = await readSession();
  if (!session.token || idle?.(state)) return { ...parsed, initial: null };
  const query = def.toQuery(state);
  const res = await callJson<ListPage<RowOf<O>>>(decl.list.service, decl.list.path, {
    token: session.token,
    locale: await currentLocale(),
    search: `?${new URLSearchParams(query)}`,
  });
  return { ...parsed, initial: res.returnCode === 200 && res.data ? { query, page: res.data } : null };
}
