import "server-only";
import { log } from "@/lib/log";
import type { DbHandle } from "@/services/db/client";
import { every, startWorkerLoop, type WorkerLoop } from "../worker-loop";
import { emailEnabled } from "./channel";
import { queueDueDigests } from "./digest";
import { sendDueEmails, type SendOptions } from "./sender";

export type Mailer = WorkerLoop;

/**
 * The mail sender of one instance: sends due mails every `pollMs` (at once again while a batch came back
 * full) and checks each minute whether a daily digest became due. Every instance may run one; the claims
 * keep them from sending a mail twice.
 */
export function startMailer(handle: DbHandle, opts: SendOptions & { pollMs?: number } = {}): Mailer {
  const batch = opts.batch ?? 20;
  const digests = every(60_000, (now) => queueDueDigests(handle.db, now));
  return startWorkerLoop(handle, {
    name: "email",
    pollMs: opts.pollMs ?? 2_000,
    maxBackoffMs: 60_000,
    step: async () => {
      const now = new Date();
      await digests(now);
      return (await sendDueEmails(handle.db, now, { ...opts, batch })) === batch;
    },
  });
}

const holder = globalThis as unknown as { __portalMailer?: Mailer };

/** This process's mail sender, started once, and only when the server has an SMTP server. */
export function startProcessMailer(handle: DbHandle): void {
  if (holder.__portalMailer || !emailEnabled()) return;
  holder.__portalMailer = startMailer(handle);
  log().info({ event: "email.sender_started" }, "mail sender started");
}
