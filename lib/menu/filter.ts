import type { MenuNode } from "@/lib/contracts/base-data/user";

/** A node is a leaf (a page) when it has a component; otherwise it is a catalog grouping others. */
export function isLeaf(node: Pick<MenuNode, "component">): boolean {
  return Boolean(node.component);
}

/** docs/requirements.md §6: admin sees every route; others need one matching role; a route with no roles is open to all. */
export function roleAllows(node: Pick<MenuNode, "roles">, roles: readonly string[]): boolean {
  if (roles.includes("admin")) return true;
  return node.roles.length === 0 || node.roles.some((r) => roles.includes(r));
}

/**
 * The menu a user may see: disabled entries (isusable=false) are dropped with their children, a route
 * must pass the role check, and a catalog stays only while one of its children remains.
 */
export function filterMenu(nodes: readonly MenuNode[], roles: readonly string[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (!node.isusable || !roleAllows(node, roles)) continue;
    if (isLeaf(node)) {
      out.push({ ...node, children: [] });
      continue;
    }
    const children = filterMenu(node.children, roles);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}
