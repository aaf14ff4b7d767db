import { describe, expect, it } from "vitest";
import { rights } from "@/lib/rights/codes";
import { rightsTableOf } from "@/lib/rights/roles";
import { rightsTable } from "@/lib/rights/table";

describe("the generated rights table", () => {
  it("holds exactly the menu definition's leaves and operations (run `npx tsx scripts/rights-table.ts` after changing menus)", () => {
    expect(JSON.parse(JSON.stringify(rightsTable))).toEqual(rightsTableOf());
  });
  it("spells each code as the menu id and the operation", () => {
    expect(rights.purchaseOrder.receive).toBe("21_receive");
    expect(rights.materialPrep.progress).toBe("53_progress");
  });
});
