import { rights } from "@/lib/rights/codes";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { contrast, mix, paletteFor, sidebarBackground } from "@/lib/settings/theme";
import { defaultPalette } from "@/lib/settings/colors";
import { defaultSettings, documentState, parseSettings } from "@/lib/settings/settings";
import { closeAllTabs, closeOtherTabs, closeTab, openTab, parseTabs, withPinned } from "@/lib/menu/tabs";
import { parseVisits, recordVisit, topVisits } from "@/lib/menu/visits";
import { hasRights, RightsUsageError } from "@/lib/rights/has-rights";

describe("theme palette", () => {
  it("keeps the brand colour and derives text shades that pass WCAG AAA, on white, on its own accent tint and on the sidebar", () => {
    for (const theme of ["#409eff", "#ffff00", "#13c2c2", "#f5222d", "#000000", "#ffffff"]) {
      const p = paletteFor(theme);
      expect(p.theme).toBe(theme);
      expect(contrast(p.primary, "#ffffff")).toBeGreaterThanOrEqual(7);
      expect(contrast(p.primary, mix(theme, "#ffffff", 10))).toBeGreaterThanOrEqual(7);
      expect(contrast(p.onDark, sidebarBackground)).toBeGreaterThanOrEqual(7);
    }
    expect(paletteFor("red").theme).toBe("#409eff");
  });

  it("ships the default palette in globals.css so the first paint is already accessible", () => {
    const css = fs.readFileSync("app/globals.css", "utf8");
    const p = paletteFor("#409EFF");
    expect(defaultPalette).toEqual(p);
    expect(css).toContain(`--primary: ${p.primary};`);
    expect(css).toContain(`--theme-on-dark: ${p.onDark};`);
  });
});

describe("settings", () => {
  it("defaults to tabs view, fixed header, sidebar logo and pinyin on", () => {
    expect(parseSettings(null)).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({ tagsView: true, fixedHeader: true, sidebarLogo: true, pinyinSearch: true, theme: "#409eff" });
  });

  it("keeps valid stored fields and replaces invalid ones by defaults", () => {
    const parsed = parseSettings({ ...defaultSettings, size: "mini", tagsView: false, theme: "blue", fixedHeader: 3 });
    expect(parsed).toEqual({ ...defaultSettings, size: "mini", tagsView: false });
    const teal = paletteFor("#13c2c2");
    expect(parseSettings({ theme: "#13c2c2", palette: teal })).toEqual({ ...defaultSettings, theme: "#13c2c2", palette: teal });
    expect(parseSettings({ theme: "#13c2c2", palette: defaultPalette })).toEqual(defaultSettings);
  });

  it("maps settings to html attributes and CSS variables", () => {
    const { attrs, vars } = documentState({ ...defaultSettings, size: "small", sidebarCollapsed: true, sidebarLogo: false });
    expect(attrs).toMatchObject({ "data-size": "small", "data-sidebar": "collapsed", "data-sidebar-logo": "off", "data-tags-view": "on" });
    expect(vars["--theme"]).toBe("#409eff");
  });
});

describe("tabs", () => {
  const a = { path: "/purchase/order", title: "PO" };
  const b = { path: "/delivery/note?x=1", title: "DN" };
  const c = { path: "/profile/index", title: "Me" };

  it("opens each path once, keeps the latest query and never stores the dashboard", () => {
    let tabs = openTab([], a);
    tabs = openTab(tabs, b);
    tabs = openTab(tabs, { path: "/delivery/note?x=2", title: "DN" });
    tabs = openTab(tabs, { path: "/dashboard", title: "Home" });
    expect(tabs.map((t) => t.path)).toEqual(["/purchase/order", "/delivery/note?x=2"]);
    expect(withPinned(tabs)[0]?.path).toBe("/dashboard");
  });

  it("closes a tab and moves to its neighbour; the dashboard cannot be closed", () => {
    const tabs = [a, b, c];
    expect(closeTab(tabs, b.path, b.path)).toEqual({ tabs: [a, c], navigate: c.path });
    expect(closeTab(tabs, c.path, c.path)).toEqual({ tabs: [a, b], navigate: b.path });
    expect(closeTab([a], a.path, a.path)).toEqual({ tabs: [], navigate: "/dashboard" });
    expect(closeTab(tabs, a.path, c.path)).toEqual({ tabs: [b, c], navigate: undefined });
    expect(closeTab(tabs, "/dashboard", "/dashboard").tabs).toEqual(tabs);
  });

  it("closes the others and all", () => {
    expect(closeOtherTabs([a, b, c], b.path, a.path)).toEqual({ tabs: [b], navigate: b.path });
    expect(closeOtherTabs([a, b, c], b.path, b.path)).toEqual({ tabs: [b], navigate: undefined });
    expect(closeAllTabs(a.path)).toEqual({ tabs: [], navigate: "/dashboard" });
    expect(closeAllTabs("/dashboard")).toEqual({ tabs: [], navigate: undefined });
  });

  it("reads only well-formed tabs back from storage", () => {
    expect(parseTabs([a, { path: 3 }, { path: "/dashboard", title: "" }, { path: "x", title: "y" }])).toEqual([a]);
    expect(parseTabs("nope")).toEqual([]);
  });
});

describe("visits", () => {
  it("counts visits per page and ranks the most used, then the most recent", () => {
    let v = recordVisit([], { path: "/a", title: "A", icon: null, imgContent: null }, 1);
    v = recordVisit(v, { path: "/b", title: "B", icon: "truck", imgContent: null }, 2);
    v = recordVisit(v, { path: "/a", title: "A2", icon: null, imgContent: null }, 3);
    v = recordVisit(v, { path: "/c", title: "C", icon: null, imgContent: null }, 4);
    expect(v.find((x) => x.path === "/a")).toMatchObject({ count: 2, title: "A2", last: 3 });
    expect(topVisits(v, 3).map((x) => x.path)).toEqual(["/a", "/c", "/b"]);
    expect(topVisits(v, 3, (p) => p !== "/a").map((x) => x.path)).toEqual(["/c", "/b"]);
    expect(parseVisits([{ path: "/x", title: "X", count: 0 }, { path: "/y", title: "Y", count: 2 }])).toHaveLength(1);
  });
});

describe("rights", () => {
  it("lets admin through, needs any one code otherwise, and refuses a check without codes", () => {
    expect(hasRights({ roles: ["admin"], options: [] }, [rights.purchaseOrder.view])).toBe(true);
    expect(hasRights({ roles: ["supplier_sub"], options: [rights.purchaseOrder.receive] }, [rights.purchaseOrder.reject, rights.purchaseOrder.receive])).toBe(true);
    expect(hasRights({ roles: ["supplier_sub"], options: [rights.purchaseOrder.receive] }, [rights.purchaseOrder.reject])).toBe(false);
    expect(() => hasRights({ roles: [], options: [] }, [])).toThrow(RightsUsageError);
    expect(() => hasRights({ roles: [], options: [] }, undefined as unknown as string[])).toThrow(/anyOf/);
  });
});
