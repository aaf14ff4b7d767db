import type { ListResult as ListPage } from "@/lib/contracts/common";
import type { TableShape, TableState } from "@/lib/table-state/codec";
import type { ListView } from "@/lib/contracts/kit/columns";

/** A list's first page as the server read it, with the service query it answered (see lib/portal/first-page). */
export interface InitialPage<T> {
  query: Record<string, string>;
  page: ListPage<T>;
}

/** What a server page that parsed its URL hands its client list: the first page, the state, the codec's shape and the list's view. */
export interface ParsedList<R, F> {
  initial: InitialPage<R> | null;
  state: TableState<F>;
  codec: TableShape;
  view: ListView;
}
