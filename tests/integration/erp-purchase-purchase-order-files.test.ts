import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderFile } from "@/lib/contracts/erp-purchase/purchase-order";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { auditLog, purchaseOrderFiles, storedFiles } from "@/services/db/schema";
import { services } from "@/services/registry";
import { call, freshIp, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";
import { pdf, png } from "../helpers/files";
import { makeOrder } from "./erp-purchase.fixtures";

let sup: string;
let buyer: string;
let other: string;
let noView: string;

beforeAll(async () => {
  await makeUser("pofilenov", { rights: [rights.purchaseReceipt.view], venNo: "1001", mainUserNo: "S1001" });
  [sup, buyer, other, noView] = await Promise.all([login("sup1001"), login("buyer01"), login("sup1002"), login("pofilenov")]);
});

async function upload(orderId: number, token: string, name: string, bytes: Uint8Array) {
  const res = await services["erp-purchase"].app.fetch(new Request(`http://test/purchase-order/${orderId}/files/upload?name=${encodeURIComponent(name)}`, {
    method: "POST", headers: { "x-token": token, "x-locale": "en", "x-client-ip": freshIp() }, body: new Blob([Buffer.from(bytes)]),
  }));
  return (await res.json()) as { returnCode: number; message: string; data?: OrderFile };
}

const list = async (orderId: number, token: string) => call<OrderFile[]>("erp-purchase", "GET", `/purchase-order/${orderId}/files`, { token });
const storedCount = async (orderId: number) =>
  Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${purchaseOrderFiles} where ${purchaseOrderFiles.orderId} = ${orderId}`))[0]!.n);

describe("files attached to a purchase order", () => {
  it("both sides attach and list them with who and when; the file is served to both and audited on the order", async () => {
    const o = await makeOrder({ venNo: "1001", lines: 1 });
    const mine = await upload(o.orderId, sup, "drawing.pdf", pdf());
    expect(mine.returnCode).toBe(200);
    const theirs = await upload(o.orderId, buyer, "spec.png", png());
    expect(theirs.returnCode).toBe(200);

    for (const token of [sup, buyer]) {
      const res = await list(o.orderId, token);
      expect(res.body.returnCode).toBe(200);
      expect(res.body.data!.map((f) => f.name)).toEqual(["spec.png", "drawing.pdf"]);
      expect(res.body.data![1]!.createdBy).not.toBe("");
      expect(res.body.data![1]!.createdBy).not.toBe(res.body.data![0]!.createdBy);
      expect(Date.parse(res.body.data![0]!.createdAt)).not.toBeNaN();
    }
    const served = await services["erp-purchase"].app.fetch(new Request(`http://test/purchase-order/file/${mine.data!.id}`, { headers: { "x-token": buyer, "x-locale": "en" } }));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf())).toBe(true);
    expect(served.headers.get("cache-control")).toContain("no-store");

    const audit = await rows<{ action: string }>(await getDb(), sql`select ${auditLog.action} as action from ${auditLog}
      where ${auditLog.entity} = 'purchase_order' and ${auditLog.entityId} = ${String(o.orderId)}`);
    expect(audit.filter((a) => a.action === "attach")).toHaveLength(2);
  });

  it("another supplier gets the 404 of a missing order and file; a sub-account without the order right gets 403", async () => {
    const o = await makeOrder({ venNo: "1001", lines: 1 });
    const file = (await upload(o.orderId, sup, "drawing.pdf", pdf())).data!;
    const missing = await list(2147483647, other);
    expect((await list(o.orderId, other)).body).toEqual(missing.body);
    expect(missing.body.returnCode).toBe(404);
    expect((await upload(o.orderId, other, "x.pdf", pdf())).returnCode).toBe(404);
    const foreign = await services["erp-purchase"].app.fetch(new Request(`http://test/purchase-order/file/${file.id}`, { headers: { "x-token": other, "x-locale": "en" } }));
    expect(((await foreign.json()) as { returnCode: number }).returnCode).toBe(404);
    expect((await list(o.orderId, noView)).body.returnCode).toBe(403);
    expect((await upload(o.orderId, noView, "x.pdf", pdf())).returnCode).toBe(403);
    expect(await storedCount(o.orderId)).toBe(1);
  });

  it("a file whose bytes are not what the order takes is refused and nothing is stored", async () => {
    const o = await makeOrder({ venNo: "1001", lines: 1 });
    const before = Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${storedFiles}`))[0]!.n);
    const refused = await upload(o.orderId, sup, "notes.pdf", new TextEncoder().encode("<script>alert(1)</script>"));
    expect([400, 415]).toContain(refused.returnCode);
    const after = Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${storedFiles}`))[0]!.n);
    expect(after).toBe(before);
    expect(await storedCount(o.orderId)).toBe(0);
  });
});
