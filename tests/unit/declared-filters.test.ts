import { describe, expect, it } from "vitest";
import { viewOf } from "@/lib/contracts/kit/list";
import { deliveryNoteList } from "@/lib/contracts/erp-production/delivery-note";
import { purchaseOrderList } from "@/lib/contracts/erp-purchase/purchase-order";
import { purchaseCollectionList } from "@/lib/contracts/erp-purchase/purchase-collection";
import { supplierScoreRanking } from "@/lib/contracts/erp-purchase/supplier-score";

/** Issue 35 §2: a list's filter form comes from its contract's filters, through its view. */
describe("declared filters in a list's view", () => {
  it("takes every filter in declaration order, a date range once for its three parameters", () => {
    expect(viewOf(purchaseOrderList).filters.map((f) => `${f.name}:${f.kind}`)).toEqual([
      "pono:text", "podate:dateRange", "deldate:dateRange", "venno:text", "item:text", "receiveStatus:enum", "auditStatus:enum",
      "priceReviewStatus:enum", "completeStatus:enum", "isSend:flag", "due:enum", "awaiting:enum",
    ]);
  });

  it("takes an enum's catalogue name and values from its column, else from the filter", () => {
    const filters = viewOf(purchaseOrderList).filters;
    expect(filters.find((f) => f.name === "receiveStatus")).toEqual({
      kind: "enum", name: "receiveStatus", enumName: "receiveStatus", values: purchaseOrderList.columns.receiveStatus.values,
    });
    expect(filters.find((f) => f.name === "due")).toMatchObject({ kind: "enum", enumName: "due", values: ["soon", "overdue"] });
  });

  it("offers the delivery note's signed filter as yes / no", () => {
    expect(viewOf(deliveryNoteList).filters.find((f) => f.name === "signed")).toEqual({ kind: "enum", name: "signed", enumName: "yesNo", values: ["yes", "no"] });
  });

  it("leaves an enum's default out of its choices: an empty field means it", () => {
    const download = viewOf(purchaseCollectionList).filters.find((f) => f.name === "downloadStatus");
    expect(download).toMatchObject({ kind: "enum" });
    expect(download?.kind === "enum" && download.values).not.toContain("all");
  });

  it("names a filter of another kind (a month) so a module can draw it in its place", () => {
    expect(viewOf(supplierScoreRanking).filters.find((f) => f.name === "month")).toEqual({ kind: "other", name: "month" });
  });
});
