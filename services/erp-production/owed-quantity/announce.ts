import { announceWritten } from "@/services/core/events/announce";
import { owedQuantityOrders as o } from "@/services/db/schema";
import { owedQuantityAuditEntity } from "./events";

/** Owed-quantity orders come from the ERP, which no portal action raises: each is announced once to its supplier. */
export const announceIssuedShortfalls = announceWritten({
  table: o, id: o.id, companyId: o.companyId, no: o.owedNo, announcedAt: o.issueAnnouncedAt, entity: owedQuantityAuditEntity, action: "issueShortfall",
});
