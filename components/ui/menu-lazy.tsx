"use client";

import { use } from "react";
import type * as Menu from "./dropdown-menu";

// Menu parts for items that render only inside a menu loaded on demand (a list row's menu,
// components/data-table/row-menu-popup.tsx): importing them ships no menu code with the page.
let parts: typeof Menu | null = null;
let loading: Promise<typeof Menu> | null = null;
/** Loads the menu's code; the row menu awaits it with its own, so its items never wait on first render. */
export const loadMenu = () => (loading ??= import("./dropdown-menu").then((m) => (parts = m)));
const useMenu = () => parts ?? use(loadMenu());

export function MenuItem(props: React.ComponentProps<typeof Menu.DropdownMenuItem>) {
  const { DropdownMenuItem } = useMenu();
  return <DropdownMenuItem {...props} />;
}
export function MenuSeparator(props: React.ComponentProps<typeof Menu.DropdownMenuSeparator>) {
  const { DropdownMenuSeparator } = useMenu();
  return <DropdownMenuSeparator {...props} />;
}
