import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { webhookOps } from "@/lib/contracts/base-data/webhook";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { webhookEndpoints } from "@/services/db/schema";
import { sendSigned } from "@/services/core/events/webhook/send";
import { we } from "@/services/core/events/webhook/tables";
import { owned, ownerOf } from "./where";

/** A signed `ping` sent now, under the same address checks as every delivery; the answer says how it went. */
export const pingWebhook = defineRoute(webhookOps.ping, {
  rights: [rights.webhook.edit],
  sessionOnly: true,
  handler: async ({ db, principal: p, params }) => {
    const [e] = await rows<{ url: string; secret: string }>(db, sql`
      select ${we.url} as url, ${we.secret} as secret from ${webhookEndpoints} ${we} where ${we.id} = ${params.id} and ${owned(ownerOf(p))}`);
    if (!e) throw notFound();
    const body = JSON.stringify({ type: "ping", timestamp: new Date().toISOString(), data: { endpointId: params.id } });
    return sendSigned({ url: e.url, secret: e.secret, messageId: `msg_ping_${randomUUID()}`, body });
  },
});
