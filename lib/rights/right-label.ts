import { rightsTable } from "@/lib/rights/table";

const menuKeyOf = new Map(Object.entries(rightsTable).map(([key, [id]]) => [String(id), key]));

/** A rights code (menu id, underscore, operation) as its menu's key and its operation, for `menu.<key>` and `apiToken.ops.<op>`. */
export function rightParts(code: string): { menu: string | null; op: string } {
  const cut = code.indexOf("_");
  return { menu: menuKeyOf.get(code.slice(0, cut)) ?? null, op: code.slice(cut + 1) };
}

/** The codes grouped by menu, menus and their operations in the order the menu definition lists them. */
export function groupByMenu(codes: readonly string[]): Array<{ menu: string | null; codes: string[] }> {
  const groups = new Map<string | null, string[]>();
  for (const code of codes) {
    const { menu } = rightParts(code);
    groups.set(menu, [...(groups.get(menu) ?? []), code]);
  }
  const order = Object.keys(rightsTable);
  const opsOf = (menu: string | null): readonly string[] => (menu ? rightsTable[menu as keyof typeof rightsTable][1] : []);
  const byOp = (menu: string | null) => (a: string, b: string) => opsOf(menu).indexOf(rightParts(a).op) - opsOf(menu).indexOf(rightParts(b).op);
  return [...groups]
    .map(([menu, list]) => ({ menu, codes: list.sort(byOp(menu)) }))
    .sort((a, b) => order.indexOf(a.menu ?? "") - order.indexOf(b.menu ?? ""));
}
