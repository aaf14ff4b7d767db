import { z } from "zod/mini";
import { decimal, idListText } from "../common";
import { receiveStatuses } from "../erp-purchase/purchase-order";
import { serviceOps } from "../kit/operation";
import { quantityLogEntry } from "./processing-order";
import { maxPrintOrders, processingPrintForms } from "./processing-print-values";

/**
 * The processing prints of docs/requirements.md §2 (hidden /outerworkorder group), by the form's route name:
 * project order, business order, outsourced order, sample, product specification, carton flow sheet.
 */
export { maxPrintOrders, printHref, processingPrintForms, processingPrintRoutes, type ProcessingPrintForm } from "./processing-print-values";

export const processingPrintIds = idListText(maxPrintOrders, { select: "validation.processingOrder.printSelect", tooMany: "validation.processingOrder.printMax" });
export const processingPrintQuery = z.object({
  ids: processingPrintIds,
  form: z.enum(processingPrintForms, "validation.processingOrder.printForm"),
});

/** One order as every print form reads it: the company it belongs to, the supplier, the order and its specification. */
export const processingPrintOrder = z.object({
  id: z.number().check(z.int()),
  companyName: z.string(),
  companyCode: z.string(),
  venno: z.string(),
  supplierName: z.string(),
  outNo: z.string(),
  lineNo: z.number().check(z.int()),
  outboundDate: z.string(),
  completionDate: z.string(),
  materialNo: z.string(),
  processingType: z.string(),
  valuationType: z.string(),
  projectNo: z.string(),
  itemNo: z.string(),
  part: z.string(),
  receiveStatus: z.enum(receiveStatuses),
  processId: z.string(),
  processName: z.string(),
  unit: z.string(),
  outboundQty: decimal,
  completedQty: decimal,
  unfinishedQty: decimal,
  orderQty: decimal,
  deliveryQty: decimal,
  productBarcode: z.string(),
  weight: decimal,
  unitPrice: decimal,
  amount: decimal,
  priceSettingNo: z.string(),
  businessUnit: z.string(),
  printColour: z.string(),
  printSize: z.string(),
  cutSize: z.string(),
  productName: z.string(),
  customerName: z.string(),
  carton: z.boolean(),
  boxStyle: z.string(),
  flute: z.string(),
  boardGrade: z.string(),
  paper: z.string(),
  surfaceFinish: z.string(),
  lengthMm: decimal,
  widthMm: decimal,
  heightMm: decimal,
  packQty: z.number().check(z.int()),
  sampleQty: z.number().check(z.int()),
  remark: z.string(),
  /** The production quantity log, on the outsourced order form only (empty on the others). */
  entries: z.array(quantityLogEntry),
});
export type ProcessingPrintOrder = z.infer<typeof processingPrintOrder>;
export const processingPrintResult = z.array(processingPrintOrder);

export const processingPrintOps = {
  print: serviceOps("erp-production").get("/processing-order/print", {
    summary: "1 to 10 orders of the caller's scope for a print form, in the order given; any id out of scope answers 404, a non-carton order on the carton flow sheet 409",
    query: processingPrintQuery,
    response: processingPrintResult,
  }),
};
