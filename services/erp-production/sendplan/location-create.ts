import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { sendplanOps } from "@/lib/contracts/erp-production/sendplan";
import { rows } from "@/services/db/rows";
import { writeAudit } from "@/services/core/audit";
import { sendplanLocations } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { sendplanLocationAuditEntity } from "./events";


/** Ensures the caller has a delivery-plan location in the session's company (called after a company switch). */
export const createLocation = defineRoute(sendplanOps.createLocation, {
  async handler({ db, principal: p }) {
    const code = `${p.companyId}-${p.userNo}`;
    return db.transaction(async (tx) => {
      const inserted = await rows<{ location_code: string }>(tx, sql`
        insert into ${sendplanLocations} (${bare(sendplanLocations.userId)}, ${bare(sendplanLocations.companyId)}, ${bare(sendplanLocations.locationCode)}, ${bare(sendplanLocations.createdBy)}, ${bare(sendplanLocations.modifiedBy)})
        values (${p.userId}, ${p.companyId}, ${code}, ${p.userId}, ${p.userId})
        on conflict (${bare(sendplanLocations.userId)}, ${bare(sendplanLocations.companyId)}) do nothing
        returning ${sendplanLocations.locationCode}`);
      const created = inserted.length > 0;
      if (created) {
        await writeAudit(tx, {
          actor: p,
          companyId: p.companyId,
          entity: sendplanLocationAuditEntity,
          entityId: code,
          action: "create",
        });
      }
      return { companyId: p.companyId, locationCode: code, created };
    });
  },
});
