import { z } from "zod/mini";
import { filterText, idParam, queryBool } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { notificationTypes } from "./notification";

/**
 * Signed webhooks (issue 36, Integrations): endpoints a supplier's main account registers for its supplier, or an
 * admin for the company, each subscribed to some event types; every delivery is signed the Standard Webhooks way.
 */
export const webhookDeliveryStatuses = ["pending", "sending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** An http(s) URL without credentials; where it points is checked again, on the resolved address, at every send. */
export function webhookUrlProblem(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return "validation.webhook.url";
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return "validation.webhook.url";
  if (u.username || u.password) return "validation.webhook.credentials";
  return null;
}

const url = z.string("validation.required").check(
  z.trim(),
  z.minLength(1, "validation.required"),
  z.maxLength(2000, "validation.tooLong"),
  z.refine((v) => !v || webhookUrlProblem(v) === null, { abort: true, message: "validation.webhook.url" }),
  z.refine((v) => !v || webhookUrlProblem(v) !== "validation.webhook.credentials", "validation.webhook.credentials"),
);
const eventTypes = z.array(z.enum(notificationTypes, "validation.invalid"))
  .check(z.minLength(1, "validation.webhook.typesRequired"), z.maxLength(notificationTypes.length, "validation.tooMany"));

export const webhookInput = z.object({ url, eventTypes, enabled: z.optional(z.boolean()) });
export type WebhookInput = z.input<typeof webhookInput>;
export const webhookUpdate = z.object({ url: z.optional(url), eventTypes: z.optional(eventTypes), enabled: z.optional(z.boolean()) });

const int = z.number().check(z.int());
export const webhookEndpoint = z.object({
  id: int,
  url: z.string(),
  eventTypes: z.array(z.enum(notificationTypes)),
  /** The supplier it speaks for; null: the company's own endpoint. */
  supplierId: z.nullable(int),
  enabled: z.boolean(),
  consecutiveFailures: int,
  disabledAt: z.nullable(z.string()),
  createdAt: z.string(),
  failedDeliveries: int,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookDelivery = z.object({
  id: int,
  eventId: int,
  type: z.enum(notificationTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: int,
  nextAttemptAt: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.string()),
  responseCode: z.nullable(int),
  latencyMs: z.nullable(int),
  /** The first 1 KB of the receiver's answer. */
  responseBody: z.nullable(z.string()),
  error: z.nullable(z.string()),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookPingResult = z.object({
  ok: z.boolean(),
  responseCode: z.nullable(int),
  latencyMs: int,
  responseBody: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type WebhookPingResult = z.infer<typeof webhookPingResult>;

/** The caller's endpoints: its supplier's (a main account) or the company's (an admin); no export. */
export const webhookList = defineList({
  service: "base-data",
  path: "/webhook",
  namespace: "webhook",
  summary: "The caller's endpoints: its supplier's (a main account) or the company's (an admin)",
  defaultSort: "-createdAt",
  columns: {
    url: col.text({ width: 60 }),
    enabled: col.flag(),
    typeCount: col.int({ sortable: false }),
    failedDeliveries: col.int({ sortable: false }),
    consecutiveFailures: col.int(),
    createdAt: col.datetime(),
    disabledAt: col.datetime({ nullable: true, hidden: true }),
    /** The subscribed types, comma-separated, for the edit form. */
    eventTypes: col.text({ internal: true }),
  },
  filters: { q: filterText(200), enabled: z.optional(queryBool) },
});
export type WebhookRow = z.infer<typeof webhookList.row>;

/** The deliveries to the caller's endpoints (one endpoint's with `endpointId`), newest first; no export. */
export const webhookDeliveryList = defineList({
  service: "base-data",
  path: "/webhook/delivery",
  namespace: "webhook",
  summary: "The deliveries to the caller's endpoints (endpointId: one endpoint's), newest first",
  defaultSort: "-createdAt",
  columns: {
    createdAt: col.datetime(),
    type: col.enum("notificationType", notificationTypes),
    status: col.enum("webhookDeliveryStatus", webhookDeliveryStatuses, { tones: { pending: "secondary", sending: "outline", succeeded: "success", failed: "destructive" } }),
    responseCode: col.int({ nullable: true }),
    latencyMs: col.int({ nullable: true }),
    attempts: col.int(),
    lastAttemptAt: col.datetime({ nullable: true }),
    nextAttemptAt: col.datetime({ nullable: true, sortable: false }),
    endpointUrl: col.text({ sortable: false, hidden: true }),
    error: col.text({ nullable: true, sortable: false }),
    /** The first 1 KB of the receiver's answer. */
    responseBody: col.text({ nullable: true, internal: true }),
  },
  filters: {
    endpointId: z.optional(idParam.shape.id),
    status: z.optional(z.enum(webhookDeliveryStatuses, "validation.status")),
    type: z.optional(z.enum(notificationTypes, "validation.invalid")),
  },
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryList.row>;

const ops = serviceOps("base-data");
export const webhookOps = {
  create: ops.post("/webhook", {
    summary: "Register an endpoint; the answer holds its signing secret, shown this once",
    body: webhookInput,
    response: z.object({ endpoint: webhookEndpoint, secret: z.string() }),
  }),
  resend: ops.post("/webhook/delivery/:id/resend", { summary: "Send a delivery again now, its tries counted afresh", params: idParam, response: webhookDelivery }),
  update: ops.put("/webhook/:id", { summary: "Change an endpoint's URL, event types or whether it is enabled", params: idParam, body: webhookUpdate, response: webhookEndpoint }),
  remove: ops.delete("/webhook/:id", { summary: "Delete an endpoint and its delivery log", params: idParam }),
  ping: ops.post("/webhook/:id/ping", { summary: "Send a signed test event to the endpoint now and answer how it went", params: idParam, response: webhookPingResult }),
};
