import type { AnyRoute } from "@/services/core/route";
import { createWebhook } from "./create";
import { webhookDeliveryListRoutes, webhookListRoutes } from "./list";
import { pingWebhook } from "./ping";
import { removeWebhook } from "./remove";
import { resendWebhookDelivery } from "./resend";
import { updateWebhook } from "./update";

/** The webhook module's routes (all session-only: an API token never manages webhooks), fixed paths before `/:id`. The lists have no export. */
export const webhookRoutes: AnyRoute[] = [
  webhookListRoutes.list, webhookDeliveryListRoutes.list, createWebhook, resendWebhookDelivery, updateWebhook, removeWebhook, pingWebhook,
];
