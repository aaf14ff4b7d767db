import type { AnyRoute } from "@/services/core/route";
import { getSupplierInquiry } from "./inquiry";
import { quotationInvitationRoutes } from "./invitations";
import { quotationListRoutes } from "./list";
import { priceRecordListRoutes } from "./prices";
import { submitQuote } from "./quote";

/** The quotation module's routes, fixed paths before `/:id` ones. */
export const quotationRoutes: AnyRoute[] = [
  quotationInvitationRoutes.list, quotationInvitationRoutes.export, priceRecordListRoutes.list, priceRecordListRoutes.export,
  quotationListRoutes.list, quotationListRoutes.export, getSupplierInquiry, submitQuote,
];
