import { describe, expect, it } from "vitest";
import { pageChecked, withPage, withRow } from "@/components/data-table/selection";

describe("a list page's row selection", () => {
  it("the select-all box is checked only when every selectable row is, and mixed when some are", () => {
    expect(pageChecked(["1", "2"], {})).toBe(false);
    expect(pageChecked(["1", "2"], { "1": true })).toBe("indeterminate");
    expect(pageChecked(["1", "2"], { "1": true, "2": true })).toBe(true);
    // a row that cannot be selected (its id is not among the selectable) does not hold the box back
    expect(pageChecked(["1"], { "1": true })).toBe(true);
    expect(pageChecked([], {})).toBe(false);
    // rows of other pages kept in the selection do not count for this page
    expect(pageChecked(["1", "2"], { "9": true })).toBe(false);
  });

  it("a row is added and removed without touching the others, and the state given is not changed", () => {
    const before = { "1": true };
    expect(withRow(before, "2", true)).toEqual({ "1": true, "2": true });
    expect(withRow(before, "1", false)).toEqual({});
    expect(before).toEqual({ "1": true });
  });

  it("select-all adds only selectable rows; clearing removes every row of the page and keeps other pages' rows", () => {
    const page = ["1", "2", "3"];
    const selectable = ["1", "3"];
    expect(withPage({ "9": true }, page, selectable, true)).toEqual({ "9": true, "1": true, "3": true });
    expect(withPage({ "9": true, "1": true, "2": true }, page, selectable, false)).toEqual({ "9": true });
  });
});
