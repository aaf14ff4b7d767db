import type { ItReportDetail } from "@/lib/contracts/base-data/it-report";
import { rights } from "@/lib/rights/codes";
import { png } from "../helpers/files";
import { fetchRaw } from "../helpers/fixtures";
import { internalOnly, type Matrix, type Tokens } from "../helpers/matrix";
import { call } from "../helpers/services";

/**
 * The IT fault report routes of the base-data matrix. Every account reports and lists its own; a report (and its
 * screenshot) is its reporter's and the IT desk's alone: another account, even of the same supplier, gets the
 * answer of a missing one; the internal probe holds every right but the route's (none), the desk's among them. Advancing a report is the desk's (base-data-it-report.matrix.test.ts).
 */
const body = { category: "data", urgency: "normal", description: "d", contact: "c", screenshotIds: [] as string[] };
const everyone = { outsider: { sup1002: 200 } };
const reporterOnly = { answers: { subNoRight: 404 } };

/** A report of sup1001's, with a screenshot. */
async function reported(t: Tokens) {
  const res = await fetchRaw("POST", "/it-report/screenshot/upload?name=s.png", { service: "base-data", token: t.sup1001, raw: png() });
  const file = ((await res.json()) as { data: { id: string; url: string } }).data;
  const r = await call<ItReportDetail>("base-data", "POST", "/it-report", { token: t.sup1001, body: { ...body, screenshotIds: [file.id] } });
  return { id: r.body.data!.id, fileUrl: file.url };
}

export const itReportMatrix: Matrix = {
  "post /it-report/screenshot/upload": { rights: [], kind: "create", ...everyone, target: async () => ({ path: "/it-report/screenshot/upload?name=s.png", raw: png() }) },
  "get /it-report/file/:fileId": { rights: [], kind: "read", ...reporterOnly, target: async (t) => ({ path: (await reported(t)).fileUrl.replace("/api/base-data", "") }) },
  "get /it-report": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/it-report" }) },
  "get /it-report/export": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/it-report/export" }) },
  "post /it-report": { rights: [], kind: "create", ...everyone, target: async () => ({ path: "/it-report", body }) },
  "get /it-report/:id": { rights: [], kind: "read", ...reporterOnly, target: async (t) => ({ path: `/it-report/${(await reported(t)).id}` }) },
  "post /it-report/:id/comment": { rights: [], kind: "write", ...reporterOnly, target: async (t) => ({ path: `/it-report/${(await reported(t)).id}/comment`, body: { comment: "c" } }) },
  "post /it-report/:id/advance": internalOnly([rights.itReport.handle], "write", "/it-report/2147483647/advance", { to: "accepted", comment: "ok" }),
};
