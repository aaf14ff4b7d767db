import type { RowData } from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
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
    cellClassName?: (row: TData) => string | undefined;
  }
}

export type { ListResult as ListPage } from "@/lib/contracts/common";
