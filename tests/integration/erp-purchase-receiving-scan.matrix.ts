import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Matrix, Tokens } from "../helpers/matrix";
import { one } from "../helpers/fixtures";
import { call } from "../helpers/services";
import { labelNotice, makeLabels } from "./label.fixtures";

/** A fresh ASN of supplier 1001 with one carton label: its id, number and the label's serial. */
async function carton(t: Tokens) {
  const n = await labelNotice(t.sup1001!, "40");
  const b = await makeLabels(t.sup1001!, n);
  return { noticeId: n.noticeId, noticeNo: n.noticeNo, serial: b.labels[0]!.serial };
}
const scanned = async (noticeId: number) => Number(await one(sql`select count(*)::int as v from receiving_scans where notice_id = ${noticeId}`));

/**
 * The receiving-scan routes of the erp-purchase matrix (tests/helpers/matrix.ts). A scan opens the ASN by the
 * carton, so another company's staff get the unknown-code verdict (200) and count nothing.
 */
export const receivingScanMatrix: Matrix = {
  "get /receiving-scan/find": {
    rights: [rights.receivingScan.view], kind: "read",
    target: async (t) => { const c = await carton(t); return { path: `/receiving-scan/find?noticeNo=${c.noticeNo}`, missing: "/receiving-scan/find?noticeNo=DN-NONE" }; },
  },
  "get /receiving-scan/:id": {
    rights: [rights.receivingScan.view], kind: "read",
    target: async (t) => { const c = await carton(t); return { path: `/receiving-scan/${c.noticeId}` }; },
  },
  "post /receiving-scan/scan": {
    rights: [rights.receivingScan.scan], kind: "write", outsider: { buyer02: 200 },
    target: async (t) => {
      const c = await carton(t);
      return { path: "/receiving-scan/scan", body: { code: c.serial, deviceId: "mx", clientScanId: "mx-1" }, unchanged: async () => (await scanned(c.noticeId)) === 0 };
    },
  },
  "post /receiving-scan/replay": {
    rights: [rights.receivingScan.scan], kind: "write", outsider: { buyer02: 200 },
    target: async (t) => {
      const c = await carton(t);
      return { path: "/receiving-scan/replay", body: { deviceId: "mx", scans: [{ code: c.serial, clientScanId: "mx-1" }] }, unchanged: async () => (await scanned(c.noticeId)) === 0 };
    },
  },
  "post /receiving-scan/:id/book": {
    rights: [rights.receivingScan.book], kind: "write",
    target: async (t) => {
      const c = await carton(t);
      const s = await call("erp-purchase", "POST", "/receiving-scan/scan", { token: t.buyer01, body: { code: c.serial, deviceId: "mx", clientScanId: "mx-0" } });
      if (s.body.returnCode !== 200) throw new Error(`scan: ${JSON.stringify(s.body)}`);
      return {
        path: `/receiving-scan/${c.noticeId}/book`, body: {},
        unchanged: async () => (await one(sql`select status as v from delivery_notices where id = ${c.noticeId}`)) === "open",
      };
    },
  },
};
