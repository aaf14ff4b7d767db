/**
 * THE page registry: a menu component path (as configured in menu management, e.g. "purchase/order/index")
 * mapped to the route of the page this app has built for it.
 *
 * - A menu leaf whose component is listed here links to that route and counts as built.
 * - A menu leaf whose component is not listed opens the friendly "coming soon" page at its menu path
 *   (app/(portal)/[...slug]).
 * - When a module lands, add one line here, e.g. `"purchase/order/index": "/purchase/order"`.
 *   The route must be a page under app/(portal); the portal layout protects it with the menu's roles.
 */
export const pageRegistry: Readonly<Record<string, string>> = {
  "purchase/order/index": "/purchase/order",
  "purchase/receipt/index": "/purchase/receipt",
  "purchase/collection/index": "/purchase/collection",
  "delivery/notice/index": "/delivery/notice",
  "purchase/label/index": "/purchase/label",
  "processing/labels/index": "/processing/labels",
  "materials/vmi/index": "/materials/vmi",
  "receiving/scan/index": "/receiving/scan",
};

/** The built page route of a menu component, if any. Tolerates a leading slash and a ".vue" suffix. */
export function routeForComponent(component: string | null | undefined, registry = pageRegistry): string | undefined {
  if (!component) return undefined;
  const key = component.trim().replace(/^\/+/, "").replace(/\.vue$/, "");
  return registry[key];
}
