import type { NotificationMode } from "@/lib/contracts/base-data/notification-preference";
import type { Db } from "@/services/db/client";
import { notifications } from "@/services/db/schema";
import type { Delivery, RaisedEvent } from "./define";
import { notifyInboxes } from "./inbox-live";

/** One event of a dispatch batch, its resolved delivery (the actor already removed where the type says so) and each recipient's mode of its type. */
export interface Fanned {
  ev: RaisedEvent;
  delivery: Delivery;
  modeOf: (userId: number) => NotificationMode;
}

/**
 * A delivery channel. While the dispatcher holds a batch's claim it hands every channel the batch's events
 * with their deliveries; the channel writes its own delivery rows in that transaction, each under a unique
 * key so a retried event writes nothing twice, in as few statements as it can. Channels that talk to the
 * outside world (e-mail, webhooks) only queue here; their own senders claim the queued rows after the commit.
 */
export interface Channel {
  name: string;
  fanout: (tx: Db, batch: readonly Fanned[]) => Promise<void>;
}

/** The in-app inbox: one notification per recipient, except those who turned the type off; their open inboxes hear of it. */
export const inAppChannel: Channel = {
  name: "in_app",
  async fanout(tx, batch) {
    const values = batch.flatMap(({ ev, delivery, modeOf }) => delivery.recipients.filter((id) => modeOf(id) !== "off").map((userId) => ({ ev, userId, params: delivery.params })));
    if (!values.length) return;
    await tx.insert(notifications)
      .values(values.map(({ ev, userId, params }) => ({ eventId: ev.id, userId, channel: "in_app" as const, type: ev.type, companyId: ev.companyId, entity: ev.entity, entityId: ev.entityId, params })))
      .onConflictDoNothing({ target: [notifications.eventId, notifications.userId, notifications.channel] });
    await notifyInboxes(tx, values.map((v) => v.userId));
  },
};
