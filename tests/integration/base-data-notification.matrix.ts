import { eq } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { events, notifications } from "@/services/db/schema/notification";
import { users } from "@/services/db/schema/org";
import type { Matrix } from "../helpers/matrix";

/**
 * The caller's own inbox: no right is needed, and every caller, of any tenant, gets its own (possibly empty)
 * list and count. Marking one read is the only route naming a notification: anyone but its owner gets 404.
 */
const own = { answers: { sup1001: 200, subNoRight: 200, internalNoRight: 200 }, outsider: { sup1002: 200 } };

/** A fresh unread notification of sup1001 (an outbox row and its delivery, as the dispatcher writes them). */
async function notificationOfSup1001(): Promise<number> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "sup1001"));
  const [event] = await db.insert(events).values({
    type: "statement_sent", auditId: 0, companyId: 1, entity: "reconciliation_statement", entityId: "0", status: "done",
  }).returning({ id: events.id });
  const [n] = await db.insert(notifications).values({
    eventId: event!.id, userId: user!.id, channel: "in_app", type: "statement_sent", companyId: 1,
    entity: "reconciliation_statement", entityId: "0", params: { no: "RS-MATRIX" },
  }).returning({ id: notifications.id });
  return n!.id;
}

export const notificationMatrix: Matrix = {
  "get /notification": { rights: [], kind: "dashboard", ...own, target: async () => ({ path: "/notification" }) },
  "get /notification/unread-count": { rights: [], kind: "dashboard", ...own, target: async () => ({ path: "/notification/unread-count" }) },
  "get /notification/stream": { rights: [], kind: "dashboard", ...own, target: async () => ({ path: "/notification/stream" }) },
  "post /notification/read-all": { rights: [], kind: "write", ...own, target: async () => ({ path: "/notification/read-all" }) },
  "post /notification/:id/read": {
    rights: [], kind: "own", target: async () => ({ path: `/notification/${await notificationOfSup1001()}/read` }),
  },
};
