import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { menuDefinition, type MenuDef } from "@/lib/menu/definition";
import { fixedRoutes } from "@/lib/menu/fixed";

/**
 * A page below a menu page (a document, a form for a new one, a second view of the same menu) would otherwise
 * take its menu page's title in the shell's tab: two tabs read "VMI inventory", the new notice reads "Notice
 * management". Each such page is a fixed route (its title translated with the menu, in the tab and the breadcrumb),
 * or, when its title names a document, renders DocumentTab; generated over every page of the portal.
 */
const root = path.resolve(import.meta.dirname, "../../app/(portal)");

const leafPaths = (defs: readonly MenuDef[], parent = ""): string[] =>
  defs.flatMap((d) => {
    const full = d.path.startsWith("/") ? d.path : `${parent}/${d.path}`;
    return d.children ? leafPaths(d.children, full) : d.component ? [full] : [];
  });

const pages = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? pages(p) : e.name === "page.tsx" ? [p] : [];
  });

const routeOf = (file: string) => `/${path.relative(root, path.dirname(file)).split(path.sep).join("/")}`;

describe("pages below a menu page name their own tab", () => {
  const leaves = leafPaths(menuDefinition);
  const below = pages(root)
    .map((f) => ({ f, route: routeOf(f) }))
    .filter(({ route }) => leaves.some((l) => route.startsWith(`${l}/`)));

  it("finds such pages", () => {
    expect(below.map((b) => b.route)).toEqual(expect.arrayContaining(["/materials/vmi/movements", "/purchase/inquiry/new", "/system/notice/new"]));
  });

  it.each(below.map((b) => [b.route, b.f] as const))("%s is a fixed route under its menu page, or renders DocumentTab", (route, file) => {
    if (route in fixedRoutes) expect(leaves.some((l) => fixedRoutes[route]!.parent === l), `${route}'s parent`).toBe(true);
    else expect(fs.readFileSync(file, "utf8")).toMatch(/<DocumentTab\b/);
  });
});
