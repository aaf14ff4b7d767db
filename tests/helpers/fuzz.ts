import { z } from "zod";
import { rights } from "@/lib/rights/codes";

/**
 * Input fuzzing from a route's own zod schemas (as JSON Schema): values each schema node must refuse,
 * and the paths of a body's leaves. Shared by the per-service and the every-service fuzz suites.
 */
export type Js = { type?: string; properties?: Record<string, Js>; items?: Js; enum?: unknown[]; pattern?: string; maxLength?: number;
  minimum?: number; maximum?: number; exclusiveMinimum?: number | boolean; minItems?: number; maxItems?: number; anyOf?: Js[] };

export const sqlMeta = "'; drop table purchase_orders; --";
export const schemaOf = (s: z.core.$ZodType) => z.toJSONSchema(s, { target: "openapi-3.0", io: "input", unrepresentable: "any" }) as Js;
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

/** Path params that are neither ids nor free text: a value each accepts, so a probe reaches the body behind it. */
export const validParams: Record<string, string> = { kind: "order" };

/** A valid body of every body route of every service, keyed `method path`, to fuzz one field at a time from. */
const announcement = { title: "t", level: "important", template: "ordinary", startsAt: "2030-01-01T00:00:00Z", endsAt: "2030-01-02T00:00:00Z", supplierIds: [1], body: "<p>x</p>", videoFileId: null };

const prepTask = { projectNo: "P1", workOrder: "W1", itemno: "M1", itemdesc: "Paper", unit: "KG", requiredQty: "10", readyBy: "2030-01-31",
  venno: "", responsible: "r", remark: "" };

const inquiry = { title: "RFQ", currency: "CNY", quoteDeadline: "2030-01-01T08:00:00.000Z", terms: "t", supplierIds: [1],
  lines: [{ itemno: "M1", itemdesc: "Paper", specs: "s", unit: "KG", qty: "10", requiredDate: "2030-02-01" }] };

export const validBodies: Record<string, unknown> = {
  "put /supplier-score/settings": { weights: { onTime: 30, inFull: 20, quality: 20, asn: 10, responsiveness: 10, price: 5, invoice: 5 }, thresholds: { a: 90, b: 80, c: 70 } },
  "post /supplier-score/recompute": { month: "2025-03" },
  "post /price-inquiry": inquiry,
  "put /price-inquiry/:id": inquiry,
  "post /price-inquiry/:id/cancel": { reason: "x" },
  "post /price-inquiry/:id/award": { lines: [{ lineId: 1, quoteId: 1 }] },
  "post /quotation/inquiry/:id/quote": { lines: [{ lineId: 1, unitPrice: "1.5", taxPrice: "1.7", currency: "CNY", leadDays: 7, validUntil: "2030-12-31", remark: "r" }] },
  "post /user/auth/userLogin": { userName: "nobody01", password: "Wrong@2026", companyId: 1, companyName: "" },
  "post /user/cutoverCompany": { companyId: 1, companyName: "x" },
  "post /user/auth/ssoLogin": { idToken: "eyJhbGciOiJSUzI1NiJ9.e30.c2ln", nonce: "n-0123456789abcdef", companyId: 1 },
  "post /user/auth/wechatLogin": { accessToken: "fuzz-token", openid: "o-fuzz", companyId: 1 },
  "post /user/wechat/bind": { accessToken: "fuzz-token", openid: "o-fuzz" },
  "post /webhook": { url: "https://erp.example.com/hooks", eventTypes: ["purchase_order_issued"] },
  "put /webhook/:id": { url: "https://erp.example.com/hooks", eventTypes: ["purchase_order_issued"], enabled: true },
  "post /conversation/thread/:kind/:id": { body: "Can line 1 ship on the 3rd?", lineId: 1, mentions: [1] },
  "put /conversation/message/:id": { body: "Line 1 ships on the 4th" },
  "put /notification-preference": { email: "buyer@example.com", preferences: [{ type: "purchase_order_issued", mode: "email" }] },
  "post /api-token": { name: "ERP sync", expiresOn: "2030-06-30", rights: [rights.purchaseOrder.view] },
  "post /user/updatePassword": { oldPassword: "Wrong@2026", newPassword: "Longer@2027", confirmPassword: "Longer@2027" },
  "post /purchase-order/batch/receive": { ids: [1] },
  "post /purchase-order/batch/reject": { ids: [1], reason: "x" },
  "post /purchase-order/:id/reject": { reason: "x" },
  "post /purchase-order/:id/lines/:lineId/answer": { answer: "cancel", reason: "r" },
  "post /purchase-order/:id/confirm": { lines: [{ lineId: 1, decision: "partial", promisedDate: "2030-01-01", promisedQty: "1", reason: "r", schedule: [{ qty: "1", promisedDate: "2030-01-01" }] }] },
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
  "post /receiving-scan/scan": { noticeId: 1, code: "L00000000001", deviceId: "dock-1", clientScanId: "c-1" },
  "post /receiving-scan/replay": { deviceId: "dock-1", scans: [{ noticeId: 1, code: "L00000000001", clientScanId: "c-1" }] },
  "post /receiving-scan/:id/book": { recdate: "2030-01-01" },
  "post /purchase-label": { noticeId: 1, noticeLineId: 1, perBundle: "4", perPack: "12", customerLabel: "C", companyCode: "HY", workNo: "W1",
    netWeight: "1", singleWeight: "0.5", productionDate: "2030-01-01", batchNo: "LOT-1", labelType: "generic", template: "generic_100x70",
    withQr: false, withGs1: true, count: 0 },
  "post /purchase-label/:id/print": { from: 1, count: 1 },
  "post /purchase-label/:id/download": { template: "generic_100x70", count: 0 },
  "post /label-print": { kind: "finished", orderId: 1, projectNo: "PJ", perBundle: "4", perPack: "12", customerLabel: "C", companyCode: "HY", workNo: "W1",
    netWeight: "1", singleWeight: "0.5", productionDate: "2030-01-01", batchNo: "LOT-1", labelType: "generic", template: "generic_100x70",
    withQr: false, withGs1: true, count: 0 },
  "post /label-print/:id/print": { from: 1, count: 1 },
  "post /label-print/:id/download": { template: "generic_100x70", count: 0 },
  "post /notice": announcement,
  "put /notice/:id": announcement,
  "post /notice/:id/status": { status: "invalid" },
  "post /it-report": { category: "data", urgency: "normal", description: "d", contact: "c", screenshotIds: [] },
  "post /it-report/:id/advance": { to: "accepted", comment: "c" },
  "post /it-report/:id/comment": { comment: "c" },
  // the deployment's defaults, so a fuzz run that saves them changes nothing other files see
  "put /help-doc/channels": { email: "srm-service@huayin.example", phone: "+86 755 0000 0000" },
  "post /vmi-inventory": { venno: "1001", itemno: "FZ-1", itemdesc: "d", unit: "KG", minQty: "1", maxQty: "2", agreedPrice: "1", currency: "CNY", defaultLocation: "A" },
  "put /vmi-inventory/:id": { itemdesc: "d", unit: "KG", minQty: "1", maxQty: "2", agreedPrice: "1", currency: "CNY", defaultLocation: "A" },
  "post /vmi-inventory/:id/receipt": { location: "A", qty: "1", reference: "r" },
  "post /vmi-inventory/:id/consumption": { location: "A", qty: "1", reference: "r" },
  "post /material-rule": { venno: "1001", materialType: "paper", responsible: "r", effectiveFrom: "2030-01-01", effectiveTo: "2030-12-31", horizonDays: 7, enabled: true, remark: "" },
  "put /material-rule/:id": { venno: "1001", materialType: "paper", responsible: "r", effectiveFrom: "2030-01-01", effectiveTo: "2030-12-31", horizonDays: 7, enabled: true, remark: "" },
  "post /material-prep": prepTask,
  "put /material-prep/:id": prepTask,
  "post /material-prep/:id/progress": { qty: "1", note: "n" },
  "post /material-prep/:id/cancel": { reason: "x" },
  "post /processing-order/batch/receive": { ids: [1] },
  "post /processing-order/batch/reject": { ids: [1], reason: "x" },
  "post /processing-order/:id/reject": { reason: "x" },
  "post /processing-order/:id/quantity": { qty: "1" },
  "post /delivery-note": { noticeNo: "TZ100001", trackingNo: "SF1", plateNo: "粤B1", customerId: 1, customerName: "c", category: "normal",
    deliveryDate: "2030-01-01", address: "a", deliveryUnit: "u", settlementLegalPerson: "s", ownerLegalPerson: "o", driver: "d", contact: "c",
    contactPhone: "1", stockArea: "A", remark: "r",
    lines: [{ planLineId: 1, perPackQty: "100", packs: 1, looseQty: "0", valuationQty: "100", spareQty: "0", totalQty: "100", picks: [{ stockItemId: 1, qty: "100" }] }] },
  "post /delivery-note/:id/receipt": { signedBy: "s", signedAt: "2030-01-01T10:00", lines: [{ lineId: 1, signedQty: "1", differenceReason: "r" }] },
  "post /owed-quantity/batch/confirm": { ids: [1] },
  "post /owed-quantity/batch/dispute": { ids: [1], reason: "x" },
  "post /owed-quantity/:id/dispute": { reason: "x" },
  "post /deduction-bill": { processingOrderId: 1, billDate: "2026-01-05", reasonCategory: "damage", quantity: "1", amount: "10.00", description: "d", evidenceIds: [] },
  "post /deduction-bill/batch/confirm": { ids: [1] },
  "post /deduction-bill/batch/dispute": { ids: [1], reason: "x" },
  "post /deduction-bill/:id/dispute": { reason: "x" },
  "post /deduction-bill/:id/answer": { decision: "adjust", answer: "x", amount: "5.00" },
  "post /reconciliation-statement": { venno: "1001", periodFrom: "2030-01-01", periodTo: "2030-01-31", statementDate: "2030-02-01", currency: "CNY", taxRate: "0.13", discountRate: "0", bank: "b", remark: "r" },
  "post /reconciliation-statement/:id/return": { reason: "x" },
  "post /reconciliation-statement/:id/void": { reason: "x" },
  "post /reconciliation-statement/:id/lines/:lineId/dispute": { reason: "x", expectedAmount: "1.00", evidenceId: "00000000-0000-4000-8000-000000000000" },
  "post /reconciliation-statement/:id/lines/:lineId/answer": { decision: "accepted", adjustment: "-1.00", reply: "x" },
  "post /reconciliation-statement/:id/invoices": { invoices: [{ fileId: "00000000-0000-4000-8000-000000000000", invoiceNo: "N1", invoiceDate: "2030-01-01", netAmount: "1.00", taxAmount: "0.13", totalAmount: "1.13", remark: "r" }] },
  "post /reconciliation-statement/:id/invoices/:invoiceId/return": { reason: "x" },
};
