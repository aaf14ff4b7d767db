import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTableState, listSignature } from "@/lib/table-state";
import { codecShape, nextSearchParams, phoneLimit, tableCodec, unparsedFilters } from "@/lib/table-state/codec";
import { pageQuery } from "@/lib/contracts/erp-purchase";
import { purchaseOrderList } from "@/lib/contracts/erp-purchase/purchase-order";
import { listTableState } from "@/lib/table-state/list-state";
import { effectiveOrder } from "@/components/data-table/column-prefs";

const def = defineTableState({
  filters: z.object({
    pono: z.string().trim().max(30).optional(),
    status: z.enum(["open", "received", "rejected"]).optional(),
    direct: z.coerce.boolean().optional(),
    from: z.iso.date().optional(),
    ids: z.array(z.coerce.number().int()).optional(),
  }),
  sortable: ["pono", "podate"],
  defaultSort: "-podate",
});

describe("table state in the URL", () => {
  it("parses filters, sort, cursor and limit", () => {
    const s = def.parse(new URLSearchParams("pono=PO1&status=received&sort=pono&cursor=abc_1-2&limit=100&from=2026-01-02&ids=1,2"));
    expect(s).toEqual({
      filters: { pono: "PO1", status: "received", from: "2026-01-02", ids: [1, 2] },
      sort: { id: "pono", desc: false },
      cursor: "abc_1-2",
      limit: 100,
    });
  });

  it("drops bad values one by one and falls back to the defaults", () => {
    const s = def.parse({ pono: "x".repeat(31), status: "bogus", sort: "-secret", cursor: "<script>", limit: "9999", from: "2026-13-40" });
    expect(s).toEqual({ filters: {}, sort: { id: "podate", desc: true }, cursor: null, limit: 50 });
  });

  it("round-trips through the URL, leaving defaults out", () => {
    const state = def.parse("pono=PO9&status=open&sort=-podate" as never as URLSearchParams);
    expect(def.toSearchParams(def.parse(new URLSearchParams("pono=PO9&sort=-podate"))).toString()).toBe("pono=PO9");
    const full = { filters: { pono: "A B", status: "open" as const }, sort: { id: "pono", desc: true }, cursor: "c1", limit: 20 };
    expect(def.parse(def.toSearchParams(full))).toEqual(full);
    expect(state.limit).toBe(50);
  });

  it("builds the service query with and without paging", () => {
    const state = { filters: { pono: "P", ids: [3, 4] }, sort: { id: "podate", desc: true }, cursor: "c", limit: 50 };
    expect(def.toQuery(state)).toEqual({ pono: "P", ids: "3,4", sort: "-podate", cursor: "c", limit: "50" });
    expect(def.toQuery(state, { paging: false })).toEqual({ pono: "P", ids: "3,4", sort: "-podate" });
  });

  it("keeps one signature for the pages of one list", () => {
    const a = def.parse(new URLSearchParams("pono=P&cursor=x"));
    const b = def.parse(new URLSearchParams("pono=P"));
    const c = def.parse(new URLSearchParams("pono=Q"));
    expect(listSignature(def, a)).toBe(listSignature(def, b));
    expect(listSignature(def, a)).not.toBe(listSignature(def, c));
  });

  it("obeys the contract's paging rules when given them", () => {
    const withPaging = defineTableState({ filters: z.object({}), sortable: [], paging: pageQuery });
    const long = "a".repeat(900);
    expect(withPaging.parse({ cursor: long, limit: "200" })).toMatchObject({ cursor: long, limit: 200 });
    expect(withPaging.parse({ cursor: "a=b", limit: "201" })).toMatchObject({ cursor: null, limit: 50 });
  });

  it("refuses a filter named like a reserved key", () => {
    expect(() => defineTableState({ filters: z.object({ sort: z.string() }), sortable: [] })).toThrow(/reserved/);
  });
});

describe("a list's codec, as a server page hands it to a client list that parses nothing", () => {
  const shape = codecShape(def);
  const codec = tableCodec<Record<string, unknown>>(shape);
  const state = def.parse(new URLSearchParams("pono=P&ids=3,4&sort=pono&cursor=c&limit=20&direct=true"));

  it("is plain data that survives the trip to the browser", () => {
    expect(JSON.parse(JSON.stringify(shape))).toEqual({ filterKeys: ["pono", "status", "direct", "from", "ids"], sortable: ["pono", "podate"], defaultSort: { id: "podate", desc: true }, defaultLimit: 50 });
  });

  it("writes the URL, the query and the signature exactly as the parser's own writer", () => {
    expect(codec.toSearchParams(state).toString()).toBe(def.toSearchParams(state).toString());
    expect(codec.toQuery(state)).toEqual(def.toQuery(state));
    expect(codec.toQuery(state, { paging: false })).toEqual(def.toQuery(state, { paging: false }));
    expect(listSignature(codec, state)).toBe(listSignature(def, state));
  });

  it("hands the filter draft on unparsed, its own keys only and none empty, for the server to parse", () => {
    expect(unparsedFilters(shape, { pono: " PO1 ", status: "", ids: "1,x", sort: "-pono", other: "1" })).toEqual({ pono: " PO1 ", ids: "1,x" });
    const next = { ...state, filters: unparsedFilters(shape, { pono: "x".repeat(31), status: "open" }), cursor: null };
    // what the server then reads from that URL: the bad value dropped, as when the browser parsed it
    expect(def.parse(codec.toSearchParams(next)).filters).toEqual({ status: "open" });
  });

  it("keeps the params the list does not own (a page's tab) and replaces the ones it does", () => {
    const current = new URLSearchParams("tab=prices&item=I9&pono=OLD&status=open&sort=pono&cursor=c&limit=20");
    const next = { ...state, filters: { pono: "NEW" }, sort: null, cursor: null, limit: 50 };
    const url = nextSearchParams(codec, next, current);
    expect(url.get("tab")).toBe("prices");
    expect(url.get("item")).toBe("I9");
    expect(url.getAll("pono")).toEqual(["NEW"]);
    for (const gone of ["status", "sort", "cursor", "limit"]) expect(url.has(gone), gone).toBe(false);
  });
});

describe("a declared list's state, with the default page a phone gets", () => {
  it("reads a shorter default page for a phone and leaves that default out of the URL and in the codec", () => {
    const desktop = listTableState(purchaseOrderList);
    const phone = listTableState(purchaseOrderList, phoneLimit);
    expect(listTableState(purchaseOrderList, phoneLimit)).toBe(phone);
    expect(desktop.parse(new URLSearchParams("")).limit).toBe(50);
    const state = phone.parse(new URLSearchParams(""));
    expect(state.limit).toBe(20);
    expect(phone.toSearchParams(state).toString()).toBe("");
    expect(phone.toQuery(state).limit).toBe("20");
    expect(codecShape(phone).defaultLimit).toBe(20);
    // a page size the user chose is kept on either
    expect(phone.parse(new URLSearchParams("limit=50")).limit).toBe(50);
    expect(phone.toSearchParams(phone.parse(new URLSearchParams("limit=50"))).toString()).toBe("limit=50");
  });
});

describe("saved column order", () => {
  it("drops unknown ids and slots new columns after their default neighbour", () => {
    expect(effectiveOrder(["c", "a", "gone"], ["a", "b", "c", "d"])).toEqual(["c", "d", "a", "b"]);
    expect(effectiveOrder([], ["a", "b"])).toEqual(["a", "b"]);
  });
});
