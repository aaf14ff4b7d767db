import type { LabelSourceType } from "@/lib/contracts/label/fields";

/**
 * What a label source (a delivery notice line today; processing and outsourced order lines later)
 * gives the label engine: the owner tenant, the document and line it leads back to, the numbers printed
 * on the label and the quantity the line carries.
 */
export interface LabelSourceLine {
  sourceType: LabelSourceType;
  companyId: number;
  supplierId: number;
  sourceId: number;
  sourceLineId: number;
  docNo: string;
  docLineNo: number;
  pono: string;
  poLineNo: number;
  projectNo: string;
  orderNo: string;
  applyNo: string;
  itemno: string;
  itemdesc: string;
  quantity: string;
}
