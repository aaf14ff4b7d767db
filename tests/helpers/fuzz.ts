import { z } from "zod";

/**
 * Input fuzzing from a route's own zod schemas (as JSON Schema): values each schema node must refuse,
 * and the paths of a body's leaves. Shared by the per-service and the every-service fuzz suites.
 */
export type Js = { type?: string; properties?: Record<string, Js>; items?: Js; enum?: unknown[]; pattern?: string; maxLength?: number;
  minimum?: number; maximum?: number; exclusiveMinimum?: number | boolean; minItems?: number; maxItems?: number; anyOf?: Js[] };

export const sqlMeta = "'; drop table purchase_orders; --";
export const schemaOf = (s: z.ZodType) => z.toJSONSchema(s, { target: "openapi-3.0", io: "input", unrepresentable: "any" }) as Js;
export const flat = (js: Js): Js => (js.anyOf ? (js.anyOf.find((a) => a.type !== "null") ?? js) : js);

/** A calendar-date field (`date` in lib/contracts/common.ts) and a decimal one (`decimalInput`), told by their patterns. */
export const isDateNode = (js: Js) => !!js.pattern?.includes("\\d{2}-\\d{2}");
export const isDecimalNode = (js: Js) => !!js.pattern?.includes("\\d+(\\.\\d{1,");

/** Dates no column takes or the contract's range (1900–2999) excludes, and impossible days. */
export const outOfRangeDates = ["0000-01-01", "1899-12-31", "3000-01-01", "2026-02-29", "2026-02-30", "2026-04-31", "2026-13-01"];
/** Decimal strings past numeric(18,s) for any scale ≥ 0. */
export const outOfRangeDecimals = ["1000000000000000000", `1${"0".repeat(40)}`, "99999999999999999999.5"];
/** Integers past int4, where every id and count column lives. */
export const outOfRangeInts = [2 ** 31, -(2 ** 31) - 1, 99_999_999_999, 1e20];

/** Values that this schema node must refuse. `inQuery`: everything arrives as text. */
export function badValues(node: Js, inQuery: boolean): unknown[] {
  const js = flat(node);
  const out: unknown[] = [];
  if (js.type === "string") {
    if (!inQuery) out.push(12345, null, { a: 1 });
    if (js.enum) out.push("zzz-not-allowed", sqlMeta);
    if (!js.enum) out.push("x".repeat(Math.max(10_000, (js.maxLength ?? 0) + 1)));
    if (js.pattern) {
      const re = new RegExp(js.pattern);
      for (const v of [sqlMeta, "-5", "1e30", "123456789012345678", "2026-02-30", "0000-01-01", "a\u0000b"]) if (!re.test(v)) out.push(v);
      if (isDateNode(js)) out.push(...outOfRangeDates);
      if (isDecimalNode(js)) out.push(...outOfRangeDecimals);
    }
  } else if (js.type === "number" || js.type === "integer") {
    out.push("abc", inQuery ? "1.5x" : "12");
    if (js.type === "integer") out.push(1.5);
    if (js.minimum !== undefined) out.push(js.minimum - 1);
    if (js.exclusiveMinimum !== undefined) out.push(typeof js.exclusiveMinimum === "number" ? js.exclusiveMinimum : (js.minimum ?? 0));
    if (js.maximum !== undefined) out.push(js.maximum + 1);
    out.push(...outOfRangeInts.filter((n) => js.maximum === undefined || n > js.maximum || (js.minimum !== undefined && n < js.minimum)));
  } else if (js.type === "boolean") {
    out.push("yes", 1);
  } else if (js.type === "array") {
    out.push("not-an-array", { 0: 1 });
    if (js.minItems) out.push([]);
  } else if (js.type === "object") {
    out.push("not-an-object", [1, 2]);
  }
  return [...new Set(out)].filter((v) => !(inQuery && typeof v === "number" && !Number.isFinite(v)));
}

/** Every leaf (and container) of a body schema with its path in a base body. */
export function* paths(js: Js, base: unknown, at: string[] = []): Generator<{ path: string[]; node: Js }> {
  const node = flat(js);
  if (at.length) yield { path: at, node };
  if (node.type === "object" && node.properties) {
    for (const [k, child] of Object.entries(node.properties)) yield* paths(child, (base as Record<string, unknown>)?.[k], [...at, k]);
  } else if (node.type === "array" && node.items && Array.isArray(base) && base.length) {
    yield* paths(node.items, base[0], [...at, "0"]);
  }
}

export function setPath(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let cur = copy as Record<string, unknown>;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string, unknown>;
  cur[path[path.length - 1]!] = value;
  return copy;
}

const line = { poLineId: 1, thisQty: "5", perPack: "5", packs: 1, loose: "0" };
const notice = { requiredDept: "原料仓", requiredDate: "2030-01-01", deliveryNo: "D1", receiveAddress: "addr", storageLocation: "A1",
  urgent: false, deliverDate: "2030-01-01", deliveryMethod: "truck", lotNo: "L1", carPlate: "粤B", driverPhone: "138", remark: "r", supplierId: 1, lines: [line] };

/** A valid body of every body route of every service, keyed `method path`, to fuzz one field at a time from. */
const announcement = { title: "t", level: "important", template: "ordinary", startsAt: "2030-01-01T00:00:00Z", endsAt: "2030-01-02T00:00:00Z", supplierIds: [1], body: "<p>x</p>", videoFileId: null };

export const validBodies: Record<string, unknown> = {
  "post /user/auth/userLogin": { userName: "nobody01", password: "Wrong@2026", companyId: 1, companyName: "" },
  "post /user/cutoverCompany": { companyId: 1, companyName: "x" },
  "post /user/updatePassword": { oldPassword: "Wrong@2026", newPassword: "Longer@2027", confirmPassword: "Longer@2027" },
  "post /purchase-order/batch/receive": { ids: [1] },
  "post /purchase-order/batch/reject": { ids: [1], reason: "x" },
  "post /purchase-order/:id/reject": { reason: "x" },
  "post /purchase-order/:id/lines/:lineId/answer": { answer: "cancel", reason: "r" },
  "post /purchase-order/:id/confirm": { lines: [{ lineId: 1, decision: "partial", promisedDate: "2030-01-01", promisedQty: "1", reason: "r" }] },
  "post /delivery-notice": notice,
  "put /delivery-notice/:id": notice,
  "post /delivery-notice/:id/cancel": { reason: "x" },
  "post /menu-role/menu": { terminal: "pc", parentId: 9, title: "Fuzz", identification: "fuzz", path: "fuzz", type: "leaf", iconFileId: "00000000-0000-4000-8000-000000000000", roles: [] },
  "put /menu-role/menu/:id": { parentId: 9, title: "Fuzz", identification: "fuzz", path: "fuzz", type: "leaf", iconFileId: "00000000-0000-4000-8000-000000000000", roles: [] },
  "post /menu-role/menu/:id/move": { direction: "up" },
  "post /menu-role/menu/:id/enabled": { enabled: true },
  "post /menu-role/menu/:id/operation": { name: "Fuzz", code: "fuzz" },
  "post /menu-role/role": { code: "fuzz", name: "Fuzz", description: "d", enabled: true },
  "put /menu-role/role/:id": { name: "Fuzz", description: "d", enabled: true },
  "put /menu-role/role/:id/rights": { codes: ["x"] },
  "put /menu-role/role/:id/members": { userNos: ["x"], departments: ["d"] },
  "post /sub-account": { userName: "fuzzsub", name: "Fuzz", mainUserNo: "S1001", roleIds: [1] },
  "put /sub-account/:id": { name: "Fuzz", roleIds: [1] },
  "post /sub-account/:id/enabled": { enabled: true },
  "post /dictionary/admin/types": { code: "fuzz", labelEn: "Fuzz", labelZh: "", labelVi: "", labelEs: "", labelJa: "" },
  "put /dictionary/admin/types/:id": { labelEn: "Fuzz", labelZh: "", labelVi: "", labelEs: "", labelJa: "" },
  "post /dictionary/admin/types/:id/enabled": { enabled: true },
  "post /dictionary/admin/types/:id/items": { code: "fuzz", labelEn: "Fuzz", labelZh: "", labelVi: "", labelEs: "", labelJa: "" },
  "put /dictionary/admin/items/:id": { labelEn: "Fuzz", labelZh: "", labelVi: "", labelEs: "", labelJa: "" },
  "post /dictionary/admin/items/:id/enabled": { enabled: true },
  "post /dictionary/admin/items/:id/move": { direction: "up" },
  "put /user/profile": { introduction: "Fuzz" },
  "post /purchase-receipt": { noticeId: 1, recdate: "2030-01-01", rectype: "purchase", carno: "k", receiver: "r", remark: "m",
    lines: [{ noticeLineId: 1, recqty: "2", passqty: "1", rejectqty: "1", returnqty: "1", focqty: "0", instoreqty: "1", inwgt: "1", location: "A", lotno: "L", iqcno: "Q" }] },
  "post /purchase-label": { noticeId: 1, noticeLineId: 1, perBundle: "4", perPack: "12", customerLabel: "C", companyCode: "HY", workNo: "W1",
    netWeight: "1", singleWeight: "0.5", productionDate: "2030-01-01", batchNo: "LOT-1", labelType: "generic", template: "generic_100x70",
    withQr: false, withGs1: true, count: 0 },
  "post /purchase-label/:id/print": { from: 1, count: 1 },
  "post /purchase-label/:id/download": { template: "generic_100x70", count: 0 },
  "post /notice": announcement,
  "put /notice/:id": announcement,
  "post /notice/:id/status": { status: "invalid" },
  "post /it-report": { category: "data", urgency: "normal", description: "d", contact: "c", screenshotIds: [] },
  "post /it-report/:id/advance": { to: "accepted", comment: "c" },
  "post /it-report/:id/comment": { comment: "c" },
  "post /processing-order/batch/receive": { ids: [1] },
  "post /processing-order/batch/reject": { ids: [1], reason: "x" },
  "post /processing-order/:id/reject": { reason: "x" },
  "post /processing-order/:id/quantity": { qty: "1" },
};
