import { describe, expect, it } from "vitest";
import { rights } from "@/lib/rights/codes";
import { rightsTableOf } from "@/lib/rights/roles";
import { rightsTable } from "@/lib/rights/table";

describe("the generated rights table", () => {
  it("holds exactly the menu definition's leaves and operations (run `npx tsx scripts/rights-table.ts` after changing menus)", () => {
    expect(JSON.parse(JSON.stringify(rightsTable))).toEqual(rightsTableOf());
  });
  it("spells each code as the menu id and the operation", () => {
    for (const [key, [id, ops]] of Object.entries(rightsTableOf())) {
      for (const op of ops) expect((rights as unknown as Record<string, Record<string, string>>)[key]![op]).toBe(`${id}_${op}`);
    }
  });
});
