/**
 * The list kit's column model. A list table shows one page of server rows, sorted and paged by the
 * server, so it needs no row model of its own: a column names its value, its header and its cell, and
 * the table keeps order, visibility and selection itself.
 */
export interface ColumnMeta<T> {
  /** Header text, also used in the column settings and as the cell's label on a phone's card. */
  label?: string;
  /** A key column: with the others flagged so, it titles the row's card on a phone (default: the first declared column). */
  cardTitle?: boolean;
  align?: "left" | "right" | "center";
  /** Hidden until the user shows it in the column settings. */
  hiddenByDefault?: boolean;
  /** Hidden by default for a supplier account (the column names the supplier). */
  staffOnly?: boolean;
  /** Moved to the front, after the card-title columns, by default for a supplier account. */
  lead?: boolean;
  /** Kept in place and always shown (selection, row actions). */
  fixed?: boolean;
  /** Stays visible at the right edge while the table scrolls sideways (row actions). */
  stickyRight?: boolean;
  /** A class for both header and cells, e.g. a min width. */
  className?: string;
  /** A class for the cell only; may depend on the row (e.g. to highlight a difference). */
  cellClassName?: (row: T) => string | undefined;
}

/** One row as a cell sees it. */
export interface TableRow<T> {
  id: string;
  original: T;
  selected: boolean;
  selectable: boolean;
  toggleSelected: (selected: boolean) => void;
}

/** The page's selection as a header sees it (the select-all checkbox). */
export interface TableSelection {
  checked: boolean | "indeterminate";
  togglePage: (selected: boolean) => void;
}

export interface ColumnDef<T> {
  id: string;
  /** The text, or a function drawing it; without one the header is `meta.label`. */
  header?: React.ReactNode | ((ctx: { table: TableSelection }) => React.ReactNode);
  /** The value the column shows and sorts by; a column without one cannot be sorted. */
  accessorFn?: (row: T) => unknown;
  /** Whether the server may sort by this column (default: when it has a value). */
  enableSorting?: boolean;
  meta?: ColumnMeta<T>;
  /** A cell's content. It is called, not mounted, so it must not call hooks; a component it returns may. */
  cell?: (ctx: { row: TableRow<T> }) => React.ReactNode;
}

export type { RowSelectionState } from "./selection";

export const canSort = <T>(c: ColumnDef<T>) => c.enableSorting !== false && Boolean(c.accessorFn);

export type { ListResult as ListPage } from "@/lib/contracts/common";
