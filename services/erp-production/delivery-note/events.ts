import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toCreator } from "@/services/core/events/recipients";
import { deliveryNotes } from "@/services/db/schema";

export const deliveryNoteAuditEntity = "delivery_note" as const;

const note = { table: deliveryNotes, id: deliveryNotes.id, companyId: deliveryNotes.companyId, no: deliveryNotes.deliveryNo, createdBy: deliveryNotes.createdBy };

/** A delivery note approved: the factory staff member who made it hears of it. */
export const deliveryNoteEvents: EventType[] = [
  { type: "delivery_note_approved", entity: deliveryNoteAuditEntity, actions: ["approve"], deliver: toCreator(note, [rights.deliveryNote.view]) },
];
