import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { loadMenuTree } from "@/services/base-data/user/menu-tree";
import type { MenuNode } from "@/lib/contracts/base-data/user";
import { accessFor } from "@/lib/menu/access";
import { filterMenu } from "@/lib/menu/filter";
import { findCatalog, lookupRoute } from "@/lib/menu/lookup";
import { buildMenuModel, flattenLeaves } from "@/lib/menu/model";
import { openTab, parseTabs, tabTitle } from "@/lib/menu/tabs";
import { parseSysmenu } from "@/lib/menu/parse";
import { isUnder, joinMenuPath, normalizePath } from "@/lib/menu/paths";
import { routeForComponent } from "@/lib/menu/registry";

let tree: MenuNode[];
const noTitles = () => undefined;
const leafPaths = (roles: string[]) => flattenLeaves(buildMenuModel(tree, roles, noTitles).entries).map((e) => e.path);

beforeAll(async () => {
  tree = parseSysmenu(JSON.stringify(await loadMenuTree(await getDb())));
});

const node = (over: Partial<MenuNode>): MenuNode => ({
  id: 1, path: "x", title: "X", titleKey: null, name: "x", icon: null, imgContent: null, isusable: true,
  component: null, roles: [], children: [], ...over,
});

describe("menu paths", () => {
  it("joins a catalog path and a leaf path, keeps absolute ones and normalises slashes", () => {
    expect(joinMenuPath("/purchase", "order")).toBe("/purchase/order");
    expect(joinMenuPath("/purchase/", "/delivery/note")).toBe("/delivery/note");
    expect(joinMenuPath("/", "purchase")).toBe("/purchase");
    expect(normalizePath("/purchase//order/?x=1")).toBe("/purchase/order");
    expect(isUnder("/purchase/order/12", "/purchase/order")).toBe(true);
    expect(isUnder("/purchase/orders", "/purchase/order")).toBe(false);
  });

  it("maps registered components to their page route only", () => {
    const registry = { "purchase/order/index": "/purchase/order" };
    expect(routeForComponent("/purchase/order/index.vue", registry)).toBe("/purchase/order");
    expect(routeForComponent("delivery/note/index", registry)).toBeUndefined();
    expect(routeForComponent(null, registry)).toBeUndefined();
  });

  it("reads a malformed sysmenu as an empty menu", () => {
    expect(parseSysmenu("not json")).toEqual([]);
    expect(parseSysmenu('[{"id":"x"}]')).toEqual([]);
    expect(parseSysmenu("")).toEqual([]);
  });
});

describe("menu filtering by role (seeded tree)", () => {
  it("gives admin every enabled route and nobody the disabled archive", () => {
    const admin = leafPaths(["admin"]);
    expect(admin).toContain("/purchase/order");
    expect(admin).toContain("/system/menu-role");
    expect(admin.some((p) => p.startsWith("/archive"))).toBe(false);
  });

  it("gives buyer, supplier and factory different trees", () => {
    const buyer = leafPaths(["purchaser"]);
    const supplier = leafPaths(["supplier"]);
    const factory = leafPaths(["factory"]);
    expect(buyer).toContain("/purchase/inquiry");
    expect(supplier).not.toContain("/purchase/inquiry");
    expect(supplier).toContain("/system/sub-account");
    expect(buyer).not.toContain("/system/sub-account");
    expect(factory).not.toContain("/purchase/order");
    expect(factory).toContain("/purchase/receipt");
    for (const list of [buyer, supplier, factory]) expect(list).not.toContain("/system/menu-role");
    expect(new Set([buyer.join(), supplier.join(), factory.join()]).size).toBe(3);
  });

  it("opens a route without roles to everyone and drops a parent without children", () => {
    expect(leafPaths(["finance"])).toContain("/system/help");
    const model = buildMenuModel(tree, ["finance"], noTitles);
    expect(model.entries.map((e) => e.path)).not.toContain("/processing");
    expect(model.entries.every((e) => e.children.length > 0)).toBe(true);
  });

  it("checks catalog roles, nested groups and disabled leaves", () => {
    const nested = [
      node({ id: 1, path: "/a", roles: ["x"], children: [node({ id: 2, path: "b", component: "a/b/index" })] }),
      node({ id: 3, path: "/c", children: [
        node({ id: 4, path: "d", children: [node({ id: 5, path: "e", component: "c/d/e/index", roles: ["y"] })] }),
        node({ id: 6, path: "f", component: "c/f/index", isusable: false }),
      ] }),
    ];
    expect(filterMenu(nested, ["y"]).map((n) => n.id)).toEqual([3]);
    const model = buildMenuModel(nested, ["y"], noTitles);
    expect(flattenLeaves(model.entries).map((e) => e.path)).toEqual(["/c/d/e"]);
    expect(model.guard).toEqual([
      { path: "/a/b", allowed: false },
      { path: "/c/d/e", allowed: true },
      { path: "/c/f", allowed: false },
    ]);
  });
});

describe("titles, guard and lookup", () => {
  const translate = (key: string) => ({ "menu.purchaseOrder": "Purchase order", "menu.purchase": "Purchasing" })[key];

  it("titles entries through their titleKey, falling back to the server title", () => {
    const model = buildMenuModel(tree, ["purchaser"], translate);
    const purchase = model.entries.find((e) => e.path === "/purchase")!;
    expect(purchase.title).toBe("Purchasing");
    expect(purchase.children.find((c) => c.path === "/purchase/order")?.title).toBe("Purchase order");
    expect(purchase.children.find((c) => c.path === "/purchase/receipt")?.title).toBe("采购收货单及进度");
  });

  it("allows permitted routes and their sub-pages, forbids the others, ignores non-menu paths", () => {
    const { guard } = buildMenuModel(tree, ["supplier_sub"], noTitles);
    expect(accessFor("/purchase/order", guard)).toBe("allowed");
    expect(accessFor("/purchase/order/123?tab=lines", guard)).toBe("allowed");
    expect(accessFor("/purchase/inquiry", guard)).toBe("forbidden");
    expect(accessFor("/system/menu-role/5", guard)).toBe("forbidden");
    expect(accessFor("/archive/legacy", guard)).toBe("forbidden");
    expect(accessFor("/profile/index", guard)).toBe("outside");
    expect(accessFor("/purchase", guard)).toBe("outside");
  });

  it("finds breadcrumbs for menu pages, their sub-pages, fixed routes and catalogs", () => {
    const model = buildMenuModel(tree, ["purchaser"], translate, {
      "/dashboard": { title: "Dashboard" },
      "/manage/morenotice": { title: "Notices" },
      "/manage/morenotice/generalcontentshow": { title: "Notice", parent: "/manage/morenotice" },
      "/ordersPrint": { title: "Orders print", parent: "/purchase/order" },
    });
    expect(lookupRoute("/purchase/order/88", model)).toMatchObject({
      title: "Purchase order",
      trail: [{ title: "Purchasing" }, { title: "Purchase order", href: "/purchase/order" }],
    });
    expect(lookupRoute("/manage/morenotice/generalcontentshow?id=3", model)?.trail).toEqual([
      { title: "Notices", href: "/manage/morenotice" },
      { title: "Notice", href: "/manage/morenotice/generalcontentshow" },
    ]);
    // A fixed page under a menu page (a print page) has that page's menu trail above it, not a bare crumb.
    expect(lookupRoute("/ordersPrint?ids=1", model)).toEqual({
      title: "Orders print",
      trail: [{ title: "Purchasing" }, { title: "Purchase order", href: "/purchase/order" }, { title: "Orders print", href: "/ordersPrint" }],
    });
    expect(lookupRoute("/dashboard", model)).toEqual({ title: "Dashboard", trail: [] });
    expect(lookupRoute("/nowhere", model)).toBeUndefined();
    expect(findCatalog(model.entries, "/delivery")?.children[0]?.path).toBe("/delivery/notice");
  });

  it("titles tabs in the reader's language: menu and fixed pages from the model, documents by their own title", () => {
    const model = buildMenuModel(tree, ["purchaser"], translate, { "/purchase/inquiry/new": { title: "New price inquiry", parent: "/purchase/inquiry" } });
    // a page below a menu page registered as a fixed route is titled, in the language in use, by the model
    expect(tabTitle({ path: "/purchase/inquiry/new", title: "新建询价单" }, model)).toBe("New price inquiry");
    // a menu page is always titled from the menu, whatever was stored
    expect(tabTitle({ path: "/purchase/order", title: "采购订单" }, model)).toBe("Purchase order");
    // a document keeps its own title (with its number) until its page names it again
    const doc = { path: "/purchase/order/88", title: "采购订单 SZPO000088", locale: "zh" };
    expect(tabTitle(doc, model)).toBe("采购订单 SZPO000088");
    const shownAgain = openTab([doc], { path: doc.path, title: "Purchase order SZPO000088", locale: "en" });
    expect(tabTitle(shownAgain[0]!, model)).toBe("Purchase order SZPO000088");
    // a navigation that does not name the page keeps the name it has
    expect(openTab(shownAgain, { path: doc.path, title: "" })).toEqual(shownAgain);
  });

  it("titles a document tab written in another language by its menu page and number until it is shown again", () => {
    const model = buildMenuModel(tree, ["purchaser"], translate);
    const doc = { path: "/purchase/order/88", title: "采购订单 SZPO000088", locale: "zh", no: "SZPO000088" };
    expect(tabTitle(doc, model, "en")).toBe("Purchase order SZPO000088");
    expect(tabTitle(doc, model, "zh")).toBe("采购订单 SZPO000088");
    // without its number (a page that has none) it keeps the title it has
    expect(tabTitle({ ...doc, no: undefined }, model, "en")).toBe("采购订单 SZPO000088");
    // the number survives the session store
    expect(parseTabs([doc])).toEqual([doc]);
  });
});
