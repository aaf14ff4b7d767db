/** docs/requirements.md §9: delivery notes printed at once. Plain data apart from its contract (which re-exports it). */
export const maxPrintNotes = 10;
