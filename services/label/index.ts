import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { purchaseLabelListRoutes } from "./purchase-label/list";
import { getLabelNotice } from "./purchase-label/notice";
import { getLabelPrefill } from "./purchase-label/prefill";
import { createPurchaseLabels } from "./purchase-label/create";
import { purchaseLabelBatchRoutes as purchase } from "./purchase-label/batch";
import { labelPrintListRoutes } from "./label-print/list";
import { getLabelOrder } from "./label-print/order";
import { createProcessingLabels } from "./label-print/create";
import { labelPrintBatchRoutes as processing } from "./label-print/batch";

/** Fixed paths (export, notice, task) before the `/:id` routes of the same module. */
export const routes: AnyRoute[] = [
  purchaseLabelListRoutes.list,
  purchaseLabelListRoutes.export,
  getLabelNotice,
  getLabelPrefill,
  createPurchaseLabels,
  purchase.task,
  purchase.file,
  purchase.detail,
  purchase.print,
  purchase.download,
  labelPrintListRoutes.list,
  labelPrintListRoutes.export,
  getLabelOrder,
  createProcessingLabels,
  processing.task,
  processing.file,
  processing.detail,
  processing.print,
  processing.download,
];

export const app = createServiceApp("label", routes);
