import { alias } from "drizzle-orm/pg-core";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";

export const we = alias(webhookEndpoints, "we");
export const wd = alias(webhookDeliveries, "wd");

/** The webhook module's audit entity, declared here because core writes it (an endpoint disabled after its failures) and core imports no module. */
export const webhookEndpointAuditEntity = "webhook_endpoint" as const;
