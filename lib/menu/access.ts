import { isUnder, normalizePath } from "./paths";
import type { GuardRoute } from "./types";

export type Access = "allowed" | "forbidden" | "outside";

/**
 * Whether the user may open a path, by the menu: the most specific menu route containing the path decides
 * (a detail page like "/purchase/order/12" follows "/purchase/order"). "outside" means no menu route covers
 * it (a fixed route, or an unknown path the router answers with /404).
 */
export function accessFor(pathname: string, guard: readonly GuardRoute[]): Access {
  const path = normalizePath(pathname);
  let best: GuardRoute | undefined;
  for (const route of guard) {
    if (route.path === "/" || !isUnder(path, route.path)) continue;
    if (!best || route.path.length > best.path.length) best = route;
  }
  if (!best) return "outside";
  return best.allowed ? "allowed" : "forbidden";
}
