import type { ListPage } from "./types";

/** A list's first page as the server read it, with the service query it answered (see lib/portal/first-page). */
export interface InitialPage<T> {
  query: Record<string, string>;
  page: ListPage<T>;
}
