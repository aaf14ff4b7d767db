import type { MenuNode } from "@/lib/contracts/base-data/user";
import { filterMenu, isLeaf } from "./filter";
import { joinMenuPath } from "./paths";
import { pageRegistry, routeForComponent } from "./registry";
import type { FixedRoute, GuardRoute, MenuEntry, MenuModel } from "./types";

/** Translates a menu title key ("menu.purchaseOrder" or "purchaseOrder"); undefined when the key is unknown. */
export type MenuTitle = (titleKey: string) => string | undefined;

export function titleOf(node: MenuNode, translate: MenuTitle): string {
  const key = node.titleKey?.trim();
  if (key) {
    const full = key.startsWith("menu.") ? key : `menu.${key}`;
    const text = translate(full);
    if (text) return text;
  }
  return node.title || node.name || node.path;
}

function resolve(
  nodes: readonly MenuNode[],
  parent: string,
  translate: MenuTitle,
  registry: Readonly<Record<string, string>>,
): MenuEntry[] {
  return nodes.map((node) => {
    const path = joinMenuPath(parent, node.path || node.name || String(node.id));
    const leaf = isLeaf(node);
    const route = leaf ? routeForComponent(node.component, registry) : undefined;
    return {
      id: node.id,
      path,
      href: route ?? path,
      title: titleOf(node, translate),
      icon: node.icon,
      imgContent: node.imgContent,
      component: leaf ? node.component : null,
      built: route !== undefined,
      children: leaf ? [] : resolve(node.children, path, translate, registry),
    };
  });
}

/** Every leaf of a resolved tree, depth first, in menu order. */
export function flattenLeaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.component !== null ? [e] : flattenLeaves(e.children)));
}

/** Every catalog of a resolved tree (entries that group others). */
export function flattenCatalogs(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.component === null ? [e, ...flattenCatalogs(e.children)] : []));
}

/**
 * The shell's menu model for a user: the permitted, translated tree, plus the guard model listing every
 * leaf of the whole tree (disabled ones included) with whether this user may open it.
 */
export function buildMenuModel(
  tree: readonly MenuNode[],
  roles: readonly string[],
  translate: MenuTitle,
  fixed: Record<string, FixedRoute> = {},
  registry: Readonly<Record<string, string>> = pageRegistry,
): MenuModel {
  const entries = resolve(filterMenu(tree, roles), "/", translate, registry);
  const permitted = new Set(flattenLeaves(entries).flatMap((e) => [e.path, e.href]));
  const everyLeaf = flattenLeaves(resolve(tree, "/", () => undefined, registry));
  const guard: GuardRoute[] = [];
  const seen = new Set<string>();
  for (const leaf of everyLeaf) {
    for (const path of new Set([leaf.path, leaf.href])) {
      if (seen.has(path)) continue;
      seen.add(path);
      guard.push({ path, allowed: permitted.has(path) });
    }
  }
  return { entries, guard, fixed };
}

/** Where the menu leaf with this component opens, if the user's menu has it. */
export function hrefForComponent(entries: readonly MenuEntry[], component: string): string | undefined {
  return flattenLeaves(entries).find((e) => e.component === component)?.href;
}
