import { describe, expect, it } from "vitest";
import { resourceKey, resourceState, type Settled } from "@/lib/client/resource-state";

/** Issue 35: what useResource (and useDetail on it) shows when the server's read seeds it, and when it must fetch. */
const path = "/delivery-note/7";
const detail = { id: 7, deliveryNo: "SH1" };
const seed = { query: {}, data: detail };
const key = (version: number, query: Record<string, string> = {}) => resourceKey(path, query, version);

describe("a seeded resource", () => {
  it("shows the server's read on the first render and fetches nothing", () => {
    expect(resourceState(path, key(0), seed, null, true)).toEqual({ seeded: true, data: detail, loading: false, error: null });
  });

  it("without a server read (unseen, missing) fetches, showing nothing until the answer", () => {
    expect(resourceState(path, key(0), null, null, true)).toEqual({ seeded: false, data: null, loading: true, error: null });
    const refused: Settled<typeof detail> = { key: key(0), data: null, error: "Not found" };
    expect(resourceState(path, key(0), null, refused, true)).toEqual({ seeded: false, data: null, loading: false, error: "Not found" });
  });

  it("reads again after a version bump, showing the server's read meanwhile, then the new answer", () => {
    expect(resourceState(path, key(1), seed, null, true)).toEqual({ seeded: false, data: detail, loading: true, error: null });
    const fresh = { id: 7, deliveryNo: "SH1", approved: true };
    expect(resourceState(path, key(1), seed, { key: key(1), data: fresh, error: null }, true)).toEqual({ seeded: false, data: fresh, loading: false, error: null });
    // a later reload shows the last fetched answer, not the older seed
    expect(resourceState(path, key(2), seed, { key: key(1), data: fresh, error: null }, true).data).toBe(fresh);
  });

  it("without keepStale (the lists) shows nothing while another query loads", () => {
    const page = { query: { limit: "20" }, data: { rows: [] } };
    expect(resourceState(path, key(0, { limit: "20" }), page, null, false)).toMatchObject({ seeded: true, data: page.data });
    expect(resourceState(path, key(0, { limit: "50" }), page, null, false)).toEqual({ seeded: false, data: null, loading: true, error: null });
  });

  it("idle (no path) shows nothing and loads nothing, seed or not", () => {
    expect(resourceState(null, null, seed, null, true)).toEqual({ seeded: false, data: null, loading: false, error: null });
  });
});
