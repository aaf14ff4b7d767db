import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { fixedRoutes } from "./fixed";

/** The title of a fixed route (docs/requirements.md §2), for its page heading and its metadata. */
export async function fixedTitle(path: keyof typeof fixedRoutes | string): Promise<string> {
  const t = await getTranslations("pages");
  const route = fixedRoutes[path];
  return route ? t(route.key) : path;
}

export async function fixedMetadata(path: string): Promise<Metadata> {
  return { title: await fixedTitle(path) };
}
