"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { MenuModel } from "@/lib/menu/types";
import type { ShellIconName } from "./shell-icons";

/** The session user as the shell needs it (no token, no raw menu). */
export interface ShellUser {
  name: string;
  userNo: string;
  /** The picture's address, or null: the header shows the name's first letter. */
  avatar: string | null;
  userType: UserType;
  companyId: number;
  companyName: string;
  canSwitchCompany: boolean;
  isFirstTimeLogin: boolean;
}

export interface ShellData {
  user: ShellUser;
  menu: MenuModel;
  /** The menu's named icons by name, "" the generic one (components/shell/menu-icon.tsx menuIconNodes). */
  icons: Record<string, React.ReactNode>;
  /** The shell's own icons (components/shell/shell-icons.tsx). */
  ui: Record<ShellIconName, React.ReactNode>;
  /** The request came from a phone's browser (its user agent): what the server renders at once is sized for it. */
  phone: boolean;
}

const ShellContext = createContext<ShellData | null>(null);

export function ShellProvider({ value, children }: { value: ShellData; children: React.ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellData {
  const value = useContext(ShellContext);
  if (!value) throw new Error("useShell() must be used inside the portal layout (ShellProvider).");
  return value;
}

/** The shell's server-rendered icons, or null outside the portal layout (where ShellIcon draws nothing). */
export function useShellIconNodes(): ShellData["ui"] | null {
  return useContext(ShellContext)?.ui ?? null;
}

/** The session user where a shell is around (a table can also render outside one, in tests or public pages). */
export function useShellUser(): ShellUser | null {
  return useContext(ShellContext)?.user ?? null;
}

/** Whether the page was asked for by a phone's browser; false outside the portal layout. */
export function useShellPhone(): boolean {
  return useContext(ShellContext)?.phone ?? false;
}

/** docs/requirements.md §9: below 992 px the layout is mobile. */
export const mobileQuery = "(max-width: 991.98px)";
/** Tailwind's `md`: from here a list's filter form is open beside the table (components/data-table/filter-bar.tsx). */
export const mdQuery = "(min-width: 48rem)";

/**
 * Whether the screen matches `query`; the server (and hydration) answer `serverValue`. It lives beside the shell's
 * context because the list kit asks both: one module keeps them out of a chunk of their own on every list page.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
