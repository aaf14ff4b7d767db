import { z } from "zod";
import { menuNode, type MenuNode } from "@/lib/contracts/base-data/user";

const tree = z.array(menuNode);

/** The user's menu tree from `sysmenu` (JSON text). A malformed tree yields no menu rather than a crash. */
export function parseSysmenu(text: string | null | undefined): MenuNode[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  const parsed = tree.safeParse(raw);
  return parsed.success ? parsed.data : [];
}
