import { labelPrintOps } from "@/lib/contracts/label/label-print";
import { processingLabelKinds } from "@/lib/contracts/label/label-print";
import { rights } from "@/lib/rights/codes";
import { labelBatchRoutes } from "../batch-routes";

/** A semi-finished, finished or outsourced label batch: detail, print, PDF download task. */
export const labelPrintBatchRoutes = labelBatchRoutes({
  ops: labelPrintOps,
  sourceTypes: processingLabelKinds,
  rights: { view: [rights.labelPrint.view, rights.labelPrint.print], print: [rights.labelPrint.print], download: [rights.labelPrint.download] },
  faces: "labelPrint",
});
