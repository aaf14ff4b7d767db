import { beforeAll, describe, expect, it } from "vitest";
import { services } from "@/services/registry";
import { pathOf } from "@/lib/contracts/kit/operation";
import { login } from "../helpers/services";
import { fetchRaw, readXlsx } from "../helpers/fixtures";
import { at, hour, makeInquiry, quote, quoteLine } from "./erp-purchase-price-inquiry.fixtures";

/**
 * A sealed-bid RFQ keeps every quote's price from the buyer's side until the deadline. Walked over every GET
 * route of the quotation and price-inquiry modules, as the registry lists them, so a route added later is held
 * to it too. An inquiry whose deadline has passed is the control: its prices must show, so the walk can see one.
 */
const modules = ["/quotation", "/price-inquiry"];
const reads = services["erp-purchase"].routes.filter((r) => r.method === "get" && modules.some((m) => r.path === m || r.path.startsWith(`${m}/`)));

const tokens: Record<string, string> = {};
let sealedInq = { id: 0, inquiryNo: "" };
let openInq = { id: 0, inquiryNo: "" };
const sealedPrices = ["7391.57", "6284.13"];
const openPrices = ["5173.29", "4062.81"];

beforeAll(async () => {
  for (const u of ["buyer01", "admin", "sup1001", "sup1002"]) tokens[u] = await login(u, 1);
  const now = Date.now();
  const sealed = await makeInquiry(tokens.buyer01!, { venNos: ["1001", "1002"], lines: 1, deadline: now + hour, releaseAt: now });
  await quote(tokens.sup1001!, sealed.id, [quoteLine(sealed.lineIds[0]!, sealedPrices[0]!)], now + 1000);
  await quote(tokens.sup1002!, sealed.id, [quoteLine(sealed.lineIds[0]!, sealedPrices[1]!)], now + 2000);
  sealedInq = sealed;
  const past = await makeInquiry(tokens.buyer01!, { venNos: ["1001", "1002"], lines: 1, deadline: now - hour, releaseAt: now - 2 * hour });
  await quote(tokens.sup1001!, past.id, [quoteLine(past.lineIds[0]!, openPrices[0]!)], now - 1.5 * hour);
  await quote(tokens.sup1002!, past.id, [quoteLine(past.lineIds[0]!, openPrices[1]!)], now - 1.4 * hour);
  openInq = past;
});

/** Every text an answer carries: the JSON envelope, or every cell of an .xlsx stream. */
async function textOf(res: Response): Promise<string> {
  if ((res.headers.get("content-type") ?? "").includes("spreadsheetml")) return JSON.stringify((await readXlsx(res)).rows);
  return await res.text();
}

/** A list or export narrowed to the inquiry by whichever filter its query declares (other tests add quotes meanwhile). */
function queryFor(r: (typeof reads)[number], inquiryNo: string): string {
  const keys = Object.keys((r.query as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {});
  const q = new URLSearchParams();
  for (const k of ["inquiryNo", "q"]) if (keys.includes(k)) q.set(k, inquiryNo);
  return q.size ? `?${q}` : "";
}

async function walk(token: string, inquiry: { id: number; inquiryNo: string }): Promise<{ text: string; answered: string[] }> {
  let text = "";
  const answered: string[] = [];
  for (const r of reads) {
    const res = await fetchRaw("GET", pathOf(r, { id: inquiry.id, fileId: "0" }) + queryFor(r, inquiry.inquiryNo), { token, clock: at(Date.now()) });
    if (res.status === 200) answered.push(r.path);
    text += `\n${r.path}: ${await textOf(res)}`;
  }
  return { text, answered };
}

describe("sealed quotes stay sealed on every route of the quotation and price-inquiry modules", () => {
  it("walks a known set of read routes (lists, exports, details, the comparison)", () => {
    const paths = reads.map((r) => r.path);
    for (const p of ["/quotation", "/quotation/export", "/price-inquiry", "/price-inquiry/:id", "/price-inquiry/:id/comparison"]) expect(paths).toContain(p);
  });

  for (const who of ["buyer01", "admin"]) {
    it(`shows ${who} no sealed price anywhere, and the prices of an inquiry past its deadline`, async () => {
      const sealed = await walk(tokens[who]!, sealedInq);
      for (const p of sealedPrices) expect(sealed.text, `a sealed price reached ${who}`).not.toContain(p);
      expect(sealed.answered).toEqual(expect.arrayContaining(["/quotation", "/quotation/export", "/price-inquiry/:id"]));

      const open = await walk(tokens[who]!, openInq);
      for (const p of openPrices) {
        expect(open.text).toMatch(new RegExp(`/quotation: [^\\n]*${p.replace(".", "\\.")}`));
        expect(open.text).toMatch(new RegExp(`/quotation/export: [^\\n]*${p.replace(".", "\\.")}`));
        expect(open.text).toMatch(new RegExp(`/price-inquiry/:id/comparison: [^\\n]*${p.replace(".", "\\.")}`));
      }
    });
  }

  it("still shows each supplier its own sealed quote, and never the other's", async () => {
    const own = await walk(tokens.sup1001!, sealedInq);
    expect(own.text).toMatch(/\/quotation: [^\n]*7391\.57/);
    expect(own.text).not.toContain(sealedPrices[1]);
  });
});
