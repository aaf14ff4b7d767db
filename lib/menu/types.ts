/** A menu entry after role filtering, path resolution and translation: what the shell renders. */
export interface MenuEntry {
  id: number;
  /** The route path: the catalog path + "/" + the leaf path, e.g. "/purchase/order". */
  path: string;
  /** Where a link to the entry goes: the registered page route, else the path (a coming-soon page). */
  href: string;
  title: string;
  icon: string | null;
  imgContent: string | null;
  /** The leaf's component path, e.g. "purchase/order/index"; null for a catalog. */
  component: string | null;
  /** Whether the component is registered as a built page (lib/menu/registry.ts). */
  built: boolean;
  /** Full pinyin and initials of a Chinese title, computed on the server (lib/menu/pinyin.ts). */
  pinyin?: [string, string];
  children: MenuEntry[];
}

/** One route of the guard model: every menu leaf of the tree, permitted or not. */
export interface GuardRoute {
  path: string;
  allowed: boolean;
}

/** A fixed (non-menu) route with its title and, for nested pages, the parent route. */
export interface FixedRoute {
  title: string;
  parent?: string;
}

/** What the server hands the client shell: the permitted menu, the guard model and fixed route titles. */
export interface MenuModel {
  entries: MenuEntry[];
  guard: GuardRoute[];
  fixed: Record<string, FixedRoute>;
}

/** A step of a breadcrumb; href is absent for a catalog (not a page). */
export interface Crumb {
  title: string;
  href?: string;
}
