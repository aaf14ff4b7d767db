import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { nobody, type Delivery, type EventType } from "@/services/core/events/define";
import { companyStaff, supplierAccounts } from "@/services/core/events/recipients";
import { rows } from "@/services/db/rows";
import { users, webhookEndpoints } from "@/services/db/schema";
import { we, webhookEndpointAuditEntity } from "@/services/core/events/webhook/tables";

/**
 * An endpoint disabled after 20 failed tries in a row → its owner: the account that registered it, and the
 * accounts that manage it now (the supplier's accounts, or the company's staff, holding the webhook right).
 */
export const webhookEvents: EventType[] = [
  {
    type: "webhook_disabled", entity: webhookEndpointAuditEntity, actions: ["disable"], toActor: true,
    when: (e) => e.detail?.automatic === true,
    deliver: async (db, ev): Promise<Delivery> => {
      if (!/^\d{1,9}$/.test(ev.entityId)) return nobody;
      const [e] = await rows<{ company_id: number; supplier_id: number | null; url: string; created_by: number; creator_enabled: boolean }>(db, sql`
        select ${we.companyId} as company_id, ${we.supplierId} as supplier_id, ${we.url} as url, ${we.createdBy} as created_by,
          ${users.enabled} as creator_enabled
        from ${webhookEndpoints} ${we} join ${users} on ${users.id} = ${we.createdBy} where ${we.id} = ${Number(ev.entityId)}`);
      if (!e) return nobody;
      const companyId = Number(e.company_id);
      const managers = e.supplier_id === null
        ? await companyStaff(db, companyId, [rights.webhook.view])
        : await supplierAccounts(db, companyId, Number(e.supplier_id), [rights.webhook.view]);
      const recipients = [...new Set([...(e.creator_enabled ? [Number(e.created_by)] : []), ...managers])];
      return { recipients, params: { url: e.url }, ...(e.supplier_id === null ? {} : { supplierId: Number(e.supplier_id) }) };
    },
  },
];
