import { menuDefinition, type MenuDef } from "@/lib/menu/definition";

/** The menu tree the seed writes (the one definition in lib/menu/definition.ts). */
export type MenuSeed = MenuDef;
export const menuTree: readonly MenuSeed[] = menuDefinition;

export { rightsForRole } from "@/lib/rights/roles";
