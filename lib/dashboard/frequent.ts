import "server-only";
import { flattenLeaves } from "@/lib/menu/model";
import { menuModel } from "@/lib/menu/server";

export interface SuggestedFunction {
  path: string;
  title: string;
  icon: string | null;
  imgContent: string | null;
}

/**
 * Dashboard seam — frequently used functions (docs/requirements.md §1/§2). The ranking itself comes from the visit counts the
 * browser keeps per user (lib/menu/visits.ts, read on the client); this gives the starting set shown before
 * the user has visited anything: the first pages of their menu, with the icon of their catalog.
 */
export async function getSuggestedFunctions(limit = 6): Promise<SuggestedFunction[]> {
  const { entries } = await menuModel();
  const groups = entries.map((catalog) =>
    flattenLeaves([catalog]).map((leaf) => ({
      path: leaf.href,
      title: leaf.title,
      icon: leaf.icon ?? catalog.icon,
      imgContent: leaf.imgContent ?? catalog.imgContent,
    })),
  );
  // One page of each catalog first, then the second of each, and so on: a spread over the user's areas.
  const out: SuggestedFunction[] = [];
  for (let round = 0; out.length < limit && groups.some((g) => g.length > round); round++) {
    for (const group of groups) if (group[round] && out.length < limit) out.push(group[round]!);
  }
  return out;
}
