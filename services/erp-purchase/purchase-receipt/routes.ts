import type { AnyRoute } from "@/services/core/route";
import { createReceipt } from "./create";
import { getReceipt } from "./detail";
import { purchaseReceiptListRoutes } from "./list";

/** The purchase-receipt module's routes, fixed paths before `/:id` ones. */
export const purchaseReceiptRoutes: AnyRoute[] = [purchaseReceiptListRoutes.list, purchaseReceiptListRoutes.export, createReceipt, getReceipt];
