import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { accessFor, type Access } from "./access";
import { fixedRoutes } from "./fixed";
import { lookupRoute } from "./lookup";
import { buildMenuModel, titleOf } from "./model";
import { parseSysmenu } from "./parse";
import { withPinyinKeys } from "./pinyin";
import { catalogues } from "@/lib/i18n/translator";
import { normalizePath } from "./paths";
import type { FixedRoute, MenuModel } from "./types";

const modelFor = cache(async (sysmenu: string, roles: string): Promise<MenuModel> => {
  const t = await getTranslations();
  const fixed: Record<string, FixedRoute> = {};
  for (const [path, route] of Object.entries(fixedRoutes)) {
    fixed[path] = { title: t(`pages.${route.key}`), ...(route.parent ? { parent: route.parent } : {}) };
  }
  const translate = (key: string) => (t.has(key) ? t(key) : undefined);
  const tree = parseSysmenu(sysmenu);
  const model = buildMenuModel(tree, roles.split(","), translate, fixed);
  // pinyin is typed for the Chinese titles, also in another UI language (read from the catalogue: the request's
  // translator only ever has the request's language)
  const inChinese = (key: string) => {
    const text = key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), catalogues.zh);
    return typeof text === "string" ? text : undefined;
  };
  const chinese = new Map<number, string>();
  const collect = (nodes: typeof tree) => nodes.forEach((n) => (chinese.set(n.id, titleOf(n, inChinese)), collect(n.children)));
  collect(tree);
  return { ...model, entries: withPinyinKeys(model.entries, (e) => chinese.get(e.id) ?? e.title) };
});

/** The session user's menu model in the request's language (built once per request). */
export async function menuModel(): Promise<MenuModel> {
  const user = await requireUser();
  return modelFor(user.sysmenu, user.roles.join(","));
}

/** The path of this request, as the proxy forwarded it (x-pathname), without query. */
export async function requestPath(): Promise<string> {
  return normalizePath((await headers()).get("x-pathname") ?? "/dashboard");
}

/** Whether the session user's menu lets them open a path (see accessFor). */
export async function accessForPath(path: string): Promise<Access> {
  return accessFor(path, (await menuModel()).guard);
}

/**
 * For a module page that wants the menu check on client-side navigations too (the portal layout only runs on
 * full loads): `await guardMenuPage("/purchase/order")` at the top of the page sends a forbidden user to /401
 * before anything renders.
 */
export async function guardMenuPage(path: string): Promise<void> {
  if ((await accessForPath(path)) === "forbidden") redirect("/401");
}

/**
 * `generateMetadata` for a module page: its title is the menu route's title (docs/requirements.md §2), e.g.
 * `export const generateMetadata = () => menuPageMetadata("/purchase/order");`
 */
export async function menuPageMetadata(path: string): Promise<Metadata> {
  const info = lookupRoute(path, await menuModel());
  return info ? { title: info.title } : {};
}
