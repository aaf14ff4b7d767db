import type { AnyRoute } from "@/services/core/route";
import { getDeliveryNoticeAudit } from "./audit";
import { listNoticeCandidates } from "./candidates";
import { cancelDeliveryNotice } from "./cancel";
import { createDeliveryNotice } from "./create";
import { getDeliveryNotice } from "./detail";
import { deliveryNoticeListRoutes } from "./list";
import { updateDeliveryNotice } from "./update";
import { downloadNoticeWorkbook } from "./workbook";
import { uploadNoticeWorkbook } from "./workbook-upload";

/** The delivery-notice module's routes, fixed paths before `/:id` ones. */
export const deliveryNoticeRoutes: AnyRoute[] = [
  deliveryNoticeListRoutes.list, deliveryNoticeListRoutes.export, listNoticeCandidates, downloadNoticeWorkbook, uploadNoticeWorkbook,
  createDeliveryNotice, getDeliveryNotice, getDeliveryNoticeAudit, updateDeliveryNotice, cancelDeliveryNotice,
];
