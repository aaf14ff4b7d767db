import { dashboardPath, isDocumentPage, lookupRoute } from "./lookup";
import { normalizePath } from "./paths";
import type { MenuModel } from "./types";

/**
 * A visited page kept as a tab: `path` includes the query; `title` is the page's own title when it was opened
 * (empty for a menu page, which is titled from the menu), in the language `locale`.
 */
export interface Tab {
  path: string;
  title: string;
  locale?: string;
  /** A document page's number, which names its tab in another language until the page is shown again. */
  no?: string;
}

export const pinnedTab: Tab = { path: dashboardPath, title: "" };

export const keyOf = (path: string) => normalizePath(path);
export const isPinned = (path: string) => keyOf(path) === dashboardPath;

export function parseTabs(raw: unknown): Tab[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((t): t is Tab => !!t && typeof t === "object" && typeof t.path === "string" && typeof t.title === "string")
    .map((t) => ({
      path: t.path, title: t.title, ...(typeof t.locale === "string" ? { locale: t.locale } : {}), ...(typeof t.no === "string" ? { no: t.no } : {}),
    }))
    .filter((t) => t.path.startsWith("/") && !isPinned(t.path))
    .slice(0, 50);
}

/** Opens (or refreshes) the tab of a page; one tab per path, the query of the latest visit wins. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  if (isPinned(tab.path)) return [...tabs];
  const key = keyOf(tab.path);
  const index = tabs.findIndex((t) => keyOf(t.path) === key);
  if (index < 0) return [...tabs, tab];
  const current = tabs[index]!;
  if (current.path === tab.path && current.title === tab.title && current.locale === tab.locale && current.no === tab.no) return [...tabs];
  return tabs.map((t, i) => (i === index ? (tab.title ? tab : { ...t, path: tab.path }) : t));
}

/**
 * A tab's title in the reader's language (`locale`): a menu page's and a fixed page's from the menu model; a
 * document page's own title, which its page writes again when it is shown. A document tab written in another
 * language meanwhile reads as its menu page's title and its number.
 */
export function tabTitle(tab: Tab, menu: MenuModel, locale?: string): string {
  const info = lookupRoute(tab.path, menu);
  if (!info) return tab.title || tab.path;
  if (!isDocumentPage(tab.path, menu) || !tab.title) return info.title || tab.title || tab.path;
  const stale = locale !== undefined && tab.locale !== undefined && tab.locale !== locale;
  return stale && tab.no && info.title ? `${info.title} ${tab.no}` : tab.title;
}

/** The tabs in display order: the pinned dashboard first. */
export function withPinned(tabs: readonly Tab[]): Tab[] {
  return [pinnedTab, ...tabs.filter((t) => !isPinned(t.path))];
}

export interface TabChange {
  tabs: Tab[];
  /** Where to go when the active tab was closed. */
  navigate?: string;
}

/** Closes one tab (the dashboard cannot be closed); closing the active one moves to its neighbour. */
export function closeTab(tabs: readonly Tab[], path: string, activePath: string): TabChange {
  if (isPinned(path)) return { tabs: [...tabs] };
  const key = keyOf(path);
  const all = withPinned(tabs);
  const index = all.findIndex((t) => keyOf(t.path) === key);
  if (index < 0) return { tabs: [...tabs] };
  const rest = all.filter((_, i) => i !== index);
  const navigate = keyOf(activePath) === key ? (rest[index] ?? rest[index - 1] ?? pinnedTab).path : undefined;
  return { tabs: rest.filter((t) => !isPinned(t.path)), navigate };
}

/** Keeps the pinned tab and the given one; the given tab becomes active. */
export function closeOtherTabs(tabs: readonly Tab[], path: string, activePath: string): TabChange {
  const key = keyOf(path);
  const kept = tabs.filter((t) => keyOf(t.path) === key);
  return { tabs: kept, navigate: keyOf(activePath) === key ? undefined : (kept[0]?.path ?? pinnedTab.path) };
}

/** Keeps only the pinned dashboard and goes there. */
export function closeAllTabs(activePath: string): TabChange {
  return { tabs: [], navigate: isPinned(activePath) ? undefined : pinnedTab.path };
}
