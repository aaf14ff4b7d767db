import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { deliveryNoticeInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import { deliveryNoticeNoSeq } from "@/services/db/schema";
import { totalQty } from "./quantities";

/** A new notice's number: DN, today's date and a sequence number (unique per company by index). */
export const nextNoticeNo = sql`'DN' || to_char(current_date, 'YYYYMMDD') || lpad(nextval(${deliveryNoticeNoSeq.seqName}::regclass)::text, 6, '0')`;

/** The header columns of a notice from the validated input (docs/requirements.md §5), shared by create and edit. */
export function noticeValues(body: z.output<typeof deliveryNoticeInput>) {
  return {
    requiredDept: body.requiredDept,
    requiredDate: body.requiredDate,
    deliveryNo: body.deliveryNo,
    receiveAddress: body.receiveAddress,
    storageLocation: body.storageLocation,
    urgent: body.urgent,
    deliverDate: body.deliverDate ?? null,
    deliveryMethod: body.deliveryMethod,
    lotNo: body.lotNo,
    carPlate: body.carPlate,
    driverPhone: body.driverPhone,
    remark: body.remark,
    lineCount: body.lines.length,
    totalQty: totalQty(body.lines),
  };
}
