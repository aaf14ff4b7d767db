import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { purchaseLabelListRoutes } from "./purchase-label/list";
import { getLabelNotice } from "./purchase-label/notice";
import { createPurchaseLabels } from "./purchase-label/create";
import { getLabelTask } from "./purchase-label/task";
import { getLabelTaskFile } from "./purchase-label/file";
import { getPurchaseLabels } from "./purchase-label/detail";
import { printPurchaseLabels } from "./purchase-label/print";
import { downloadPurchaseLabels } from "./purchase-label/download";

/** Fixed paths (export, notice, task) before the `/:id` routes of the same module. */
export const routes: AnyRoute[] = [
  purchaseLabelListRoutes.list,
  purchaseLabelListRoutes.export,
  getLabelNotice,
  createPurchaseLabels,
  getLabelTask,
  getLabelTaskFile,
  getPurchaseLabels,
  printPurchaseLabels,
  downloadPurchaseLabels,
];

export const app = createServiceApp("label", routes);
