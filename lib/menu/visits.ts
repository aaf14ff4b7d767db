/** One page's visit count for "frequently used functions" (docs/requirements.md §2: path, title, count, icon, imgContent). */
export interface Visit {
  path: string;
  title: string;
  count: number;
  icon: string | null;
  imgContent: string | null;
  /** Last visit (ms since epoch), to break ties in favour of recent pages. */
  last: number;
}

const maxKept = 100;

export function parseVisits(raw: unknown): Visit[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (v): v is Visit =>
        !!v &&
        typeof v === "object" &&
        typeof v.path === "string" &&
        v.path.startsWith("/") &&
        typeof v.title === "string" &&
        Number.isInteger(v.count) &&
        v.count > 0,
    )
    .map((v) => ({
      path: v.path,
      title: v.title,
      count: v.count,
      icon: typeof v.icon === "string" ? v.icon : null,
      imgContent: typeof v.imgContent === "string" ? v.imgContent : null,
      last: typeof v.last === "number" ? v.last : 0,
    }))
    .slice(0, maxKept);
}

/** Counts one visit of a page; the title and icon follow the latest visit. */
export function recordVisit(visits: readonly Visit[], page: Omit<Visit, "count" | "last">, now = Date.now()): Visit[] {
  const found = visits.find((v) => v.path === page.path);
  const updated: Visit = { ...page, count: (found?.count ?? 0) + 1, last: now };
  const rest = visits.filter((v) => v.path !== page.path);
  return [updated, ...rest].slice(0, maxKept);
}

/** The most used pages first (ties: the most recent), limited to pages the user may still open. */
export function topVisits(visits: readonly Visit[], limit: number, isOpen: (path: string) => boolean = () => true): Visit[] {
  return visits
    .filter((v) => isOpen(v.path))
    .sort((a, b) => b.count - a.count || b.last - a.last || a.path.localeCompare(b.path))
    .slice(0, limit);
}
