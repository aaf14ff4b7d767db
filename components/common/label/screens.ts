import { labelPrintOps } from "@/lib/contracts/label/label-print";
import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";

/**
 * The label screens, by the message namespace of their captions: each one's batch operations (the label
 * contracts share their schemas) and rights. Pages name a screen; the client components resolve it.
 */
export const labelScreens = {
  purchaseLabel: { ops: purchaseLabelOps, print: rights.purchaseLabel.print, download: rights.purchaseLabel.print },
  labelPrint: { ops: labelPrintOps, print: rights.labelPrint.print, download: rights.labelPrint.download },
} as const;
export type LabelScreen = keyof typeof labelScreens;
