"use client";

import { createContext, useContext } from "react";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { MenuModel } from "@/lib/menu/types";

/** The session user as the shell needs it (no token, no raw menu). */
export interface ShellUser {
  name: string;
  userNo: string;
  userType: UserType;
  companyId: number;
  companyName: string;
  canSwitchCompany: boolean;
  isFirstTimeLogin: boolean;
}

export interface ShellData {
  user: ShellUser;
  menu: MenuModel;
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

/** The session user where a shell is around (a table can also render outside one, in tests or public pages). */
export function useShellUser(): ShellUser | null {
  return useContext(ShellContext)?.user ?? null;
}
