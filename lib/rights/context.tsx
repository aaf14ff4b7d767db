"use client";

import { createContext, useContext, useMemo } from "react";
import { hasRights, type RightsHolder } from "./has-rights";

const RightsContext = createContext<RightsHolder | null>(null);

/** Provides the session user's roles and rights codes to RequireRights and useHasRights below it. */
export function RightsProvider({ roles, options, children }: RightsHolder & { children: React.ReactNode }) {
  const value = useMemo(() => ({ roles, options }), [roles, options]);
  return <RightsContext.Provider value={value}>{children}</RightsContext.Provider>;
}

/** The rights holder of the session; outside a RightsProvider nobody has any right. */
export function useRightsHolder(): RightsHolder {
  return useContext(RightsContext) ?? { roles: [], options: [] };
}

/** Whether the session user holds any of the codes (admin always does). */
export function useHasRights(anyOf: readonly string[]): boolean {
  return hasRights(useRightsHolder(), anyOf);
}
