import type { z } from "zod";
import { shipsLate, type deliveryNoticeInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import { deliveryNoticeNoSeq } from "@/services/db/schema";
import { totalQty } from "./quantities";
import { documentNo, type BusinessDay } from "@/services/core/business-time";

/** A new notice's number: DN, the company's business day and a sequence number (unique per company by index). */
export const nextNoticeNo = (day: BusinessDay) => documentNo("DN", day, deliveryNoticeNoSeq);

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
    lateReason: shipsLate(body.deliverDate, body.requiredDate) ? body.lateReason : "",
    lineCount: body.lines.length,
    totalQty: totalQty(body.lines),
  };
}
