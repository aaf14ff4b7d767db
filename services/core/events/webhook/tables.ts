import { alias } from "drizzle-orm/pg-core";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";

export const we = alias(webhookEndpoints, "we");
export const wd = alias(webhookDeliveries, "wd");

/** The audit entity of an endpoint's rows (and of the event its automatic disabling raises). */
export const webhookAuditEntity = "webhook_endpoint";
