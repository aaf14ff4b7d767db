/**
 * A list row on a phone (a screen narrower than 640 px; cards.css styles it) is a card: the selection
 * checkbox, the key column(s) and the row actions on its first line, then each other cell as its column's
 * label beside its value. One DOM serves every width; the elements carry explicit table roles, so the
 * table's semantics survive the display change, and the labels are aria-hidden elements, so a cell's
 * accessible name stays its value.
 */

export const selectColumnId = "__select";

/** Where a cell goes in its card: the title is the first key column shown, a subtitle any further one. */
export type CardPart = "select" | "actions" | "title" | "subtitle" | "field";

export interface CardColumn {
  id: string;
  meta?: { fixed?: boolean; stickyRight?: boolean; cardTitle?: boolean };
}

/**
 * Each shown column's part. The key columns are those flagged `cardTitle`; when none is, the first
 * column the page declares (not the user's first: a reordered table keeps its card titles).
 */
export function cardParts(declared: readonly CardColumn[], shown: readonly CardColumn[]): Record<string, CardPart> {
  const flagged = declared.some((c) => c.meta?.cardTitle);
  const fallback = declared.find((c) => c.id !== selectColumnId && !c.meta?.fixed)?.id;
  const parts: Record<string, CardPart> = {};
  let titled = false;
  for (const c of shown) {
    if (c.id === selectColumnId) parts[c.id] = "select";
    else if (c.meta?.stickyRight) parts[c.id] = "actions";
    else if (flagged ? c.meta?.cardTitle : c.id === fallback) {
      parts[c.id] = titled ? "subtitle" : "title";
      titled = true;
    } else parts[c.id] = "field";
  }
  return parts;
}
