import { labelPrintOps, processingLabelKinds } from "@/lib/contracts/label/label-print";
import { rights } from "@/lib/rights/codes";
import { createLabelBatch } from "../create";
import { loadLabelBatchDetail } from "../load";
import { defineRoute } from "@/services/core/route";
import { processingSourceLine } from "./source";

/** Labels of a kind for a processing order line; the line is read and the batch written in one transaction. */
export const createProcessingLabels = defineRoute(labelPrintOps.create, {
  rights: [rights.labelPrint.print],
  handler: async ({ db, scope, t, body }) => {
    const { kind, orderId, projectNo, ...fields } = body;
    const id = await db.transaction(async (tx) => {
      const src = await processingSourceLine(tx, scope, t, kind, orderId, projectNo);
      return createLabelBatch(tx, scope, t, src, fields);
    });
    return loadLabelBatchDetail(db, scope, id, processingLabelKinds);
  },
});
