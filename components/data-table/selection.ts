/** Selected row ids of the page. */
export type RowSelectionState = Record<string, boolean>;

/** The page's select-all checkbox: every selectable row selected, some of them, or none (or none can be). */
export function pageChecked(selectableIds: readonly string[], selection: RowSelectionState): boolean | "indeterminate" {
  const chosen = selectableIds.filter((id) => selection[id]).length;
  return chosen === 0 ? false : chosen === selectableIds.length ? true : "indeterminate";
}

/** The selection with one row added or removed. */
export function withRow(selection: RowSelectionState, id: string, selected: boolean): RowSelectionState {
  const next = { ...selection };
  if (selected) next[id] = true;
  else delete next[id];
  return next;
}

/** The selection with every selectable row of the page added, or every row of the page removed. */
export function withPage(
  selection: RowSelectionState,
  pageIds: readonly string[],
  selectableIds: readonly string[],
  selected: boolean,
): RowSelectionState {
  const next = { ...selection };
  for (const id of selected ? selectableIds : pageIds) {
    if (selected) next[id] = true;
    else delete next[id];
  }
  return next;
}
