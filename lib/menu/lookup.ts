import { isUnder, normalizePath } from "./paths";
import type { Crumb, MenuEntry, MenuModel } from "./types";

export const dashboardPath = "/dashboard";

export interface RouteInfo {
  title: string;
  /** From the top catalog down to the page itself (the dashboard is not included). */
  trail: Crumb[];
  /** The menu leaf the page belongs to, if it is a menu page. */
  entry?: MenuEntry;
  /** The page's icon: the leaf's own, else the nearest catalog's. */
  icon?: string | null;
  imgContent?: string | null;
}

function leafTrails(entries: readonly MenuEntry[], above: MenuEntry[] = []): MenuEntry[][] {
  return entries.flatMap((e) => (e.component !== null ? [[...above, e]] : leafTrails(e.children, [...above, e])));
}

/** The trail to the leaf whose route (menu path or registered page route) most specifically contains the path. */
function findTrail(entries: readonly MenuEntry[], path: string): MenuEntry[] | undefined {
  let best: MenuEntry[] | undefined;
  let bestLength = -1;
  for (const trail of leafTrails(entries)) {
    const leaf = trail[trail.length - 1]!;
    for (const route of [leaf.path, leaf.href]) {
      if (isUnder(path, route) && route.length > bestLength) {
        best = trail;
        bestLength = route.length;
      }
    }
  }
  return best;
}

const crumbsOf = (trail: MenuEntry[]): Crumb[] => trail.map((e) => (e.component === null ? { title: e.title } : { title: e.title, href: e.href }));

/** A fixed route's trail up its parents; a parent that is a menu page brings that page's menu trail. */
function fixedTrail(model: MenuModel, path: string): Crumb[] | undefined {
  const trail: Crumb[] = [];
  let current: string | undefined = path;
  for (let depth = 0; current && depth < 8; depth++) {
    const route: MenuModel["fixed"][string] | undefined = model.fixed[current];
    if (!route) {
      if (!trail.length) return undefined;
      const menu = findTrail(model.entries, current);
      return menu ? [...crumbsOf(menu), ...trail] : trail;
    }
    trail.unshift({ title: route.title, href: current });
    current = route.parent;
  }
  return trail;
}

/** The title and breadcrumb trail of a path: a fixed route, else the menu page that contains it. */
export function lookupRoute(pathname: string, model: MenuModel): RouteInfo | undefined {
  const path = normalizePath(pathname);
  const fixed = fixedTrail(model, path);
  if (fixed) return { title: fixed[fixed.length - 1]!.title, trail: path === dashboardPath ? [] : fixed };
  const trail = findTrail(model.entries, path);
  const leaf = trail?.[trail.length - 1];
  if (!trail || !leaf) return undefined;
  const withIcon = [...trail].reverse().find((e) => e.icon || e.imgContent);
  return {
    title: leaf.title,
    trail: crumbsOf(trail),
    entry: leaf,
    icon: withIcon?.icon ?? null,
    imgContent: withIcon?.imgContent ?? null,
  };
}

/** A document's own page under a menu page (an order's detail, a notice's print): its tab is titled by the page. */
export function isDocumentPage(pathname: string, model: MenuModel): boolean {
  const info = lookupRoute(pathname, model);
  return !!info?.entry && normalizePath(info.entry.href) !== normalizePath(pathname);
}

/** The catalog at exactly this path, if any (a catalog is not a page; it leads to its first child). */
export function findCatalog(entries: readonly MenuEntry[], path: string): MenuEntry | undefined {
  for (const e of entries) {
    if (e.component !== null) continue;
    if (e.path === path) return e;
    const inner = findCatalog(e.children, path);
    if (inner) return inner;
  }
  return undefined;
}
