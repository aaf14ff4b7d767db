import "server-only";
import "./composition";
import { getDbHandle } from "@/services/db/client";
import { startProcessDispatcher } from "@/services/core/events/dispatcher";
import { startProcessWebhookSender } from "@/services/core/events/webhook/sender";
import { startProcessMailer } from "@/services/core/events/email/mailer";
import { startProcessScheduler } from "@/services/core/events/scheduler";

/**
 * What the services need before the first request: the database opened, migrated and seeded when empty;
 * then their background work: the event dispatcher (services/core/events), the webhook sender, the scheduler of
 * time-driven events and, with SMTP_URL, the mail sender.
 */
export async function bootServices(): Promise<void> {
  const handle = await getDbHandle();
  startProcessDispatcher(handle);
  startProcessWebhookSender(handle);
  startProcessMailer(handle);
  startProcessScheduler(handle);
}
