import type { AnyRoute } from "@/services/core/route";
import { getCollection } from "./detail";
import { downloadCollection } from "./download";
import { purchaseCollectionListRoutes } from "./list";

/** The purchase-collection module's routes, fixed paths before `/:id` ones. */
export const purchaseCollectionRoutes: AnyRoute[] = [purchaseCollectionListRoutes.list, purchaseCollectionListRoutes.export, getCollection, downloadCollection];
