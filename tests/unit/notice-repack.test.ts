import { describe, expect, it } from "vitest";
import { liveValuation, withThisQty, type LineDraft } from "@/components/delivery-notice/form-state";

const line = (o: Partial<LineDraft>): LineDraft => ({
  poLineId: 1, supplierId: 1, pono: "PO1", lineNo: 1, venno: "1001", vensname: "S", itemno: "I", itemdesc: "D", specs: "", packunit: "box",
  payqty: "1000", maxQty: "1000", thisQty: "1000", perPack: "1000", packs: "1", loose: "0", ...o,
});
const after = (l: LineDraft, qty: string) => ({ ...l, ...withThisQty(l, qty) });

describe("the ASN's this-time quantity repacks its line", () => {
  it("one pack of everything stays one pack: per-pack follows the quantity", () => {
    const l = after(line({}), "600");
    expect(l).toMatchObject({ thisQty: "600", perPack: "600", packs: "1", loose: "0" });
    expect(liveValuation(l)).toBe("600.0000");
  });

  it("keeps the per-pack and recomputes packs and loose, so the valuation matches the quantity", () => {
    const l = after(line({ thisQty: "1000", perPack: "120", packs: "8", loose: "40" }), "750.5");
    expect(l).toMatchObject({ thisQty: "750.5", perPack: "120", packs: "6", loose: "30.5" });
    expect(liveValuation(l)).toBe("750.5000");
  });

  it("changes only the quantity while it is not a positive number yet", () => {
    expect(withThisQty(line({ perPack: "120", packs: "8", loose: "40" }), "7.")).toEqual({ thisQty: "7." });
    expect(withThisQty(line({ perPack: "120", packs: "8", loose: "40" }), "")).toEqual({ thisQty: "" });
    expect(withThisQty(line({ perPack: "", packs: "8", loose: "40" }), "50")).toEqual({ thisQty: "50" });
  });
});
