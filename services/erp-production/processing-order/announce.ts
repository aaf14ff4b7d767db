import { announceWritten } from "@/services/core/events/announce";
import { processingOrders as o } from "@/services/db/schema";
import { processingOrderAuditEntity } from "./events";

/** Processing orders come from the ERP, which no portal action raises: each is announced once to its supplier. */
export const announceReleasedOrders = announceWritten({
  table: o, id: o.id, companyId: o.companyId, no: o.outNo, announcedAt: o.releaseAnnouncedAt, entity: processingOrderAuditEntity, action: "release",
});
