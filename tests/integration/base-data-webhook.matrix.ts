import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { events, webhookDeliveries } from "@/services/db/schema";
import { call } from "../helpers/services";
import type { Matrix, Tokens } from "../helpers/matrix";

/**
 * The webhook routes of the base-data matrix: sup1001's main account manages its supplier's endpoints (fresh ones
 * here); another supplier's main account holds the rights but reaches none of them (404), and lists only its own.
 * The endpoint points at a closed loopback port: a ping answers how it went (refused, or no answer) without waiting.
 */
const endpointOf = async (t: Tokens): Promise<number> => {
  const res = await call<{ endpoint: { id: number } }>("base-data", "POST", "/webhook", {
    token: t.sup1001!, body: { url: "http://127.0.0.1:9/matrix", eventTypes: ["purchase_order_issued"] },
  });
  if (res.body.returnCode !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data!.endpoint.id;
};

/** A failed delivery of a fresh endpoint of sup1001 (an outbox row and its delivery, as the dispatcher writes them). */
async function failedDelivery(t: Tokens): Promise<number> {
  const endpointId = await endpointOf(t);
  const db = await getDb();
  const [event] = await db.insert(events).values({
    type: "purchase_order_issued", auditId: 0, companyId: 1, entity: "purchase_order", entityId: "0", status: "done",
  }).returning({ id: events.id });
  const [d] = await rows<{ id: number }>(db, sql`insert into ${webhookDeliveries} (endpoint_id, event_id, type, payload, status, attempts, response_code)
    values (${endpointId}, ${event!.id}, 'purchase_order_issued', '{}'::jsonb, 'failed', 8, 500) returning id`);
  return Number(d!.id);
}

const own = { outsider: { sup1002: 200 } };

export const webhookMatrix: Matrix = {
  "get /webhook": { rights: [rights.webhook.view], kind: "dashboard", ...own, target: async () => ({ path: "/webhook" }) },
  "post /webhook": {
    rights: [rights.webhook.add], kind: "create", ...own,
    target: async () => ({ path: "/webhook", body: { url: "https://hooks.example.com/in", eventTypes: ["purchase_order_issued"] } }),
  },
  "get /webhook/delivery": {
    rights: [rights.webhook.view], kind: "dashboard", ...own,
    target: async (t) => ({ path: `/webhook/delivery?endpointId=${await endpointOf(t)}` }),
  },
  "post /webhook/delivery/:id/resend": { rights: [rights.webhook.edit], kind: "write", target: async (t) => ({ path: `/webhook/delivery/${await failedDelivery(t)}/resend` }) },
  "put /webhook/:id": { rights: [rights.webhook.edit], kind: "write", target: async (t) => ({ path: `/webhook/${await endpointOf(t)}`, body: { enabled: false } }) },
  "delete /webhook/:id": { rights: [rights.webhook.delete], kind: "write", target: async (t) => ({ path: `/webhook/${await endpointOf(t)}` }) },
  "post /webhook/:id/ping": { rights: [rights.webhook.edit], kind: "write", target: async (t) => ({ path: `/webhook/${await endpointOf(t)}/ping` }) },
};
