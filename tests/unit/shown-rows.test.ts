import { describe, expect, it } from "vitest";
import { rowsOf } from "@/components/data-table/use-shown-rows";

const page = (name: string, n: number) => Array.from({ length: n }, (_, i) => `${name}${i}`);

describe("a long list page shown in steps", () => {
  it("shows the page's first rows, then in the places the page has, the rows shown before it", () => {
    const before = page("old", 6);
    expect(rowsOf({ page: page("new", 6), count: 2, before })).toEqual(["new0", "new1", "old2", "old3", "old4", "old5"]);
    // a shorter page drops the rows it has no place for at once
    expect(rowsOf({ page: page("new", 3), count: 2, before })).toEqual(["new0", "new1", "old2"]);
    // a longer page adds its rows beyond the old ones step by step
    expect(rowsOf({ page: page("new", 9), count: 8, before })).toEqual(page("new", 8));
    expect(rowsOf({ page: page("new", 6), count: 6, before })).toEqual(page("new", 6));
  });
});
