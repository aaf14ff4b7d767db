import type { AnyRoute } from "@/services/core/route";
import { labelPrintBatchRoutes as batch } from "./batch";
import { createProcessingLabels } from "./create";
import { labelPrintListRoutes } from "./list";
import { getLabelOrder } from "./order";

/** The label print module's routes, fixed paths (export, order, task) before `/:id` ones. */
export const labelPrintRoutes: AnyRoute[] = [
  labelPrintListRoutes.list, labelPrintListRoutes.export, getLabelOrder, createProcessingLabels,
  batch.task, batch.file, batch.detail, batch.print, batch.download,
];
