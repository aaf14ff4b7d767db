import type { AnyRoute } from "@/services/core/route";
import { purchaseLabelBatchRoutes as batch } from "./batch";
import { createPurchaseLabels } from "./create";
import { purchaseLabelListRoutes } from "./list";
import { getLabelNotice } from "./notice";
import { getLabelPrefill } from "./prefill";

/** The purchase label module's routes, fixed paths (export, notice, task) before `/:id` ones. */
export const purchaseLabelRoutes: AnyRoute[] = [
  purchaseLabelListRoutes.list, purchaseLabelListRoutes.export, getLabelNotice, getLabelPrefill, createPurchaseLabels,
  batch.task, batch.file, batch.detail, batch.print, batch.download,
];
