import { describe, expect, it } from "vitest";
import { nextStep, rowsOf } from "@/components/data-table/use-shown-rows";

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

describe("the size of a step", () => {
  it("holds as many rows as the budget allows at the last step's cost, within bounds", () => {
    expect(nextStep(0, 0)).toBe(8);
    expect(nextStep(8, 4)).toBe(16);
    expect(nextStep(16, 64)).toBe(2);
    expect(nextStep(2, 400)).toBe(1);
    expect(nextStep(32, 1)).toBe(64);
    expect(nextStep(8, Number.NaN)).toBe(8);
  });
});
