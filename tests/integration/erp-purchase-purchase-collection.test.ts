import { beforeAll, describe, expect, it } from "vitest";
import type { CollectionDetail } from "@/lib/contracts/erp-purchase/purchase-collection";
import { call, login } from "../helpers/services";
import { makeCollection } from "./erp-purchase.fixtures";
import { auditCount, fetchRaw, readXlsx } from "../helpers/fixtures";

let sup: string;

beforeAll(async () => {
  sup = await login("sup1001");
});

describe("collection order report download", () => {
  it("counts every one of 10 parallel downloads exactly once and records the last downloader", async () => {
    const c = await makeCollection();
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetchRaw("POST", `/purchase-collection/${c.id}/download`, { token: sup })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const report = await readXlsx(answers[0]!);
    expect(report.rows.flat()).toContain(c.collectionNo);
    expect(report.rows.flat()).toContain(`'=HYPERLINK("http://x")`);
    const after = await call<CollectionDetail>("erp-purchase", "GET", `/purchase-collection/${c.id}`, { token: sup });
    expect(after.body.data).toMatchObject({ downloadCount: 10, lastDownloader: expect.stringContaining("(S1001)") });
    expect(after.body.data!.lastDownloadAt).not.toBeNull();
    expect(await auditCount("collection_order", c.id, "download")).toBe(10);
    const downloaded = await call<{ rows: Array<{ id: number }> }>("erp-purchase", "GET", `/purchase-collection?collectionNo=${c.collectionNo}&downloadStatus=notDownloaded`, { token: sup });
    expect(downloaded.body.data!.rows).toEqual([]);
  });
});

describe("collection order report", () => {
  it("labels the header from the list's captions and the lines from the line columns, values as the list shows them", async () => {
    const c = await makeCollection();
    const report = await readXlsx(await fetchRaw("POST", `/purchase-collection/${c.id}/download`, { token: sup }));
    const byLabel = new Map(report.rows.map((r) => [r[0], r[1]]));
    expect(byLabel.get("Collection No.")).toBe(c.collectionNo);
    expect(byLabel.get("State")).toBe("Unfinished");
    expect(byLabel.get("Total amount")).toBe(226);
    expect(byLabel.get("Downloads")).toBe(1);
    const head = report.rows.findIndex((r) => r[0] === "Line");
    expect(report.rows[head]).toEqual(["Line", "Item name", "Item No.", "Specifications", "Unit", "Quantity", "Unit price", "Amount"]);
    const line = report.rows[head + 1]!;
    expect([line[0], line[1], line[2], line[4], line[5], line[6], line[7]]).toEqual([1, `'=HYPERLINK("http://x")`, "IT-1", "KG", 200, 1.13, 226]);
  });
});
