import type { z } from "zod";
import type { deliveryNoticeInput } from "@/lib/contracts/erp-purchase/delivery-notice";

/** The header columns of a notice from the validated input (SPEC §5), shared by create and edit. */
export function headerValues(body: z.output<typeof deliveryNoticeInput>) {
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
  };
}
