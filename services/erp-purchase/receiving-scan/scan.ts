import { and, eq } from "drizzle-orm";
import { receivingScanOps, type ScanAnswer, type ScanVerdict } from "@/lib/contracts/erp-purchase/receiving-scan";
import type { Translate } from "@/lib/contracts/issues";
import type { Locale } from "@/lib/i18n/locales";
import { formatQuantity } from "@/lib/number-format";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { deliveryNotices, receivingScans, users } from "@/services/db/schema";
import { writeAudit } from "@/services/core/audit";
import type { Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { findCarton, noticeHead, type Carton } from "./load";
import { deliveryNoticeAuditEntity } from "@/services/erp-purchase/delivery-notice/events";

export interface ScanCall { noticeId?: number; code: string; deviceId: string; clientScanId: string }
interface Ctx { db: Db; scope: Scope; t: Translate; locale: Locale }

const noticeOf = (c: Carton) => ({ id: c.noticeId, noticeNo: c.noticeNo, venno: c.venno, venname: c.venname });
const lineOf = (c: Carton) => ({ noticeLineId: c.noticeLineId, lineNo: c.lineNo, pono: c.pono, itemno: c.itemno, itemname: c.itemname, quantity: c.quantity });

export const verdictAnswer = (t: Translate, clientScanId: string, verdict: ScanVerdict, values: Record<string, string | number> = {}, rest: Partial<ScanAnswer> = {}): ScanAnswer => ({
  verdict, message: t(`receivingScan.verdicts.${verdict}`, values), clientScanId, serial: null, notice: null, line: null, first: null, replayed: false, ...rest,
});

/**
 * One carton's scan, in its own transaction. The carton's ASN is held `for share` so a booking (which locks it
 * for update) sees every scan that answered "accepted" before it, and none after. The unique (label, notice)
 * row decides which of two devices scanning one carton at once counts.
 */
export async function scanCarton({ db, scope, t, locale }: Ctx, input: ScanCall): Promise<ScanAnswer> {
  const answer = (verdict: ScanVerdict, values: Record<string, string | number>, rest: Partial<ScanAnswer> = {}) =>
    verdictAnswer(t, input.clientScanId, verdict, values, rest);
  const at = (d: Date) => new Intl.DateTimeFormat(locale, { timeZone: scope.timeZone, dateStyle: "short", timeStyle: "medium" }).format(d);
  return db.transaction(async (tx) => {
    const open = input.noticeId === undefined ? null : await noticeHead(tx, scope, { id: input.noticeId });
    // serials are upper case; a wedge scanner typing with caps lock on sends them lower case
    const carton = await findCarton(tx, scope, input.code.toUpperCase());
    if (!carton) return answer("unknown", {});
    const known = { serial: carton.serial, notice: noticeOf(carton), line: lineOf(carton) };
    if (open && open.id !== carton.noticeId) {
      const verdict = open.supplierId === carton.supplierId ? "otherNotice" : "otherSupplier";
      return answer(verdict, { noticeNo: carton.noticeNo, venname: carton.venname }, known);
    }
    const [held] = await tx.select({ status: deliveryNotices.status }).from(deliveryNotices).where(eq(deliveryNotices.id, carton.noticeId)).for("share");
    if (held?.status !== "open") return answer("noticeReceived", { noticeNo: carton.noticeNo }, known);
    const [counted] = await tx
      .insert(receivingScans)
      .values({
        companyId: scope.companyId, supplierId: carton.supplierId, noticeId: carton.noticeId, noticeLineId: carton.noticeLineId,
        labelId: carton.labelId, serial: carton.serial, quantity: carton.quantity, deviceId: input.deviceId,
        clientScanId: input.clientScanId, scannedBy: scope.userId,
      })
      .onConflictDoNothing({ target: [receivingScans.labelId, receivingScans.noticeId] })
      .returning({ id: receivingScans.id });
    const values = { lineNo: carton.lineNo, itemno: carton.itemno, itemname: carton.itemname, quantity: formatQuantity(carton.quantity, locale), serial: carton.serial };
    if (counted) {
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deliveryNoticeAuditEntity, entityId: carton.noticeId, action: "scan",
        detail: { serial: carton.serial, deviceId: input.deviceId, scanId: counted.id },
      });
      return answer("accepted", values, known);
    }
    const [first] = await tx
      .select({ deviceId: receivingScans.deviceId, clientScanId: receivingScans.clientScanId, at: receivingScans.scannedAt, by: users.name })
      .from(receivingScans)
      .innerJoin(users, eq(users.id, receivingScans.scannedBy))
      .where(and(eq(receivingScans.labelId, carton.labelId), eq(receivingScans.noticeId, carton.noticeId)));
    if (first!.deviceId === input.deviceId && first!.clientScanId === input.clientScanId) return answer("accepted", values, { ...known, replayed: true });
    const firstOf = { by: first!.by, at: first!.at.toISOString(), printCount: carton.printCount };
    const verdict = carton.printCount > 1 ? "reprinted" : "alreadyScanned";
    return answer(verdict, { ...values, by: first!.by, at: at(first!.at), printCount: carton.printCount }, { ...known, first: firstOf });
  });
}

export const scanReceivingCarton = defineRoute(receivingScanOps.scan, {
  rights: [rights.receivingScan.scan],
  audience: "internal",
  handler: async ({ db, scope, t, locale, body }) => scanCarton({ db, scope, t, locale }, body),
});

