/** The processing prints' forms, routes and limit, plain data apart from their contract (which re-exports them). */
export const processingPrintForms = ["project", "business", "outsourced", "sample", "specification", "carton"] as const;
export type ProcessingPrintForm = (typeof processingPrintForms)[number];
export const processingPrintRoutes: Record<ProcessingPrintForm, string> = {
  project: "/outerworkorder/PrintImage",
  business: "/outerworkorder/OuterworkorderPrint",
  outsourced: "/outerworkorder/Outerworkorderstreamprint",
  sample: "/outerworkorder/PrintSample",
  specification: "/outerworkorder/ProductSpecificationsprint",
  carton: "/outerworkorder/CartonProcessprint",
};
/** Orders on one print, one A4 sheet each (the delivery-note print's limit). */
export const maxPrintOrders = 10;
export const printHref = (form: ProcessingPrintForm, ids: readonly number[]) => `${processingPrintRoutes[form]}?ids=${ids.join(",")}`;
