/** The route path of a menu node: an absolute path stays, a relative one is appended to its parent's. */
export function joinMenuPath(parent: string, path: string): string {
  const own = path.trim();
  if (own.startsWith("/")) return normalizePath(own);
  const base = parent.replace(/\/+$/, "");
  return normalizePath(`${base}/${own}`);
}

/** Drops the query and hash, collapses slashes and drops a trailing slash ("/" stays "/"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  const collapsed = `/${bare}`.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/** True when `path` is `route` itself or a page below it ("/purchase/order/12" is under "/purchase/order"). */
export function isUnder(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}
