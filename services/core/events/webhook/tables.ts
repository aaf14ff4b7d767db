import { alias } from "drizzle-orm/pg-core";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";

export const we = alias(webhookEndpoints, "we");
export const wd = alias(webhookDeliveries, "wd");
