import { describe, expect, it } from "vitest";
import { cardParts, selectColumnId, type CardColumn } from "@/components/data-table/card-layout";

const select: CardColumn = { id: selectColumnId, meta: { fixed: true } };
const actions: CardColumn = { id: "__actions", meta: { fixed: true, stickyRight: true } };
const col = (id: string, cardTitle?: boolean): CardColumn => ({ id, meta: { cardTitle } });

describe("a list row's card on a phone", () => {
  it("is titled by the first declared column when no key column is flagged, wherever the user moved it", () => {
    const declared = [select, col("pono"), col("podate"), col("status"), actions];
    expect(cardParts(declared, [select, col("status"), col("pono"), col("podate"), actions])).toEqual({
      [selectColumnId]: "select",
      status: "field",
      pono: "title",
      podate: "field",
      __actions: "actions",
    });
  });

  it("is titled by the flagged key columns: the first shown one is the title, any further one a subtitle", () => {
    const declared = [col("pono", true), col("podate"), col("lineNo", true), actions];
    expect(cardParts(declared, [col("lineNo", true), col("podate"), col("pono", true), actions])).toEqual({
      lineNo: "title",
      podate: "field",
      pono: "subtitle",
      __actions: "actions",
    });
  });

  it("has no title when the user hid the key column, and every other cell stays a labelled field", () => {
    const declared = [select, col("pono"), col("podate")];
    expect(cardParts(declared, [select, col("podate")])).toEqual({ [selectColumnId]: "select", podate: "field" });
  });
});
