/**
 * A list row on a phone (the `cards:` variant, a screen narrower than 640 px) is a card: the selection
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

export const cardClass = {
  region: "cards:max-h-none cards:overflow-visible cards:rounded-none cards:border-0 cards:bg-transparent",
  table: "cards:block",
  head: "cards:static cards:block cards:bg-transparent",
  /** The header row becomes a strip: the select-all checkbox, then a chip per sortable column, scrolling sideways on its own. */
  headRow: "cards:flex cards:items-center cards:gap-1.5 cards:overflow-x-auto cards:pb-2",
  body: "cards:flex cards:flex-col cards:gap-2",
  row: "cards:flex cards:flex-wrap cards:items-center cards:gap-y-0.5 cards:rounded-md cards:border cards:border-border cards:bg-card cards:p-3",
  /** The header cells: the checkbox stays pinned, sortable ones are chips, the rest only for screen readers. */
  header: {
    select: "cards:order-first cards:flex cards:h-8 cards:w-auto cards:items-center cards:border-0 cards:bg-background cards:px-1",
    sortable: "cards:static cards:h-auto cards:w-auto cards:min-w-0 cards:shrink-0 cards:border-0 cards:bg-transparent cards:px-0",
    other: "cards:sr-only cards:inset-auto",
  },
  cell: {
    all: "cards:static cards:h-auto cards:w-auto cards:min-w-0 cards:border-0 cards:px-0 cards:py-0 cards:whitespace-normal cards:text-left cards:[overflow-wrap:anywhere]",
    select: "cards:order-first cards:flex cards:items-center cards:pr-2",
    actions: "cards:order-1 cards:ml-auto cards:pl-2",
    title: "cards:order-0 cards:py-1 cards:text-[1.05em] cards:font-semibold",
    subtitle: "cards:order-0 cards:ml-3 cards:flex cards:items-baseline cards:gap-1 cards:py-1",
    field: "cards:order-2 cards:flex cards:basis-full cards:items-baseline cards:gap-3 cards:py-0.5",
  } satisfies Record<CardPart | "all", string>,
  /** The label element of a cell: never shown on a wider screen. */
  label: {
    subtitle: "hidden cards:inline cards:text-muted-foreground",
    field: "hidden cards:block cards:w-2/5 cards:shrink-0 cards:text-muted-foreground",
  },
  stateRow: "cards:block cards:rounded-md cards:border cards:border-border cards:bg-card",
  stateCell: "cards:block cards:border-0",
};
