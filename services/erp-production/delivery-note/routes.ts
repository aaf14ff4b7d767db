import type { AnyRoute } from "@/services/core/route";
import { approveDeliveryNote, unapproveDeliveryNote } from "./approve";
import { createDeliveryNote } from "./create";
import { getDeliveryNote, getDeliveryNoteAudit, getPickableStock, printDeliveryNotes } from "./detail";
import { deliveryNoteListRoutes } from "./list";
import { recordReceipt } from "./receipt";
import { removeDeliveryNote } from "./remove";
import { uploadDeliveryNote } from "./upload";

/** The delivery note module's routes, fixed paths before `/:id` ones. */
export const deliveryNoteRoutes: AnyRoute[] = [
  deliveryNoteListRoutes.list, deliveryNoteListRoutes.export, createDeliveryNote, getPickableStock, printDeliveryNotes,
  getDeliveryNote, removeDeliveryNote, approveDeliveryNote, unapproveDeliveryNote, uploadDeliveryNote, recordReceipt, getDeliveryNoteAudit,
];
