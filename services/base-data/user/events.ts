import { and, eq } from "drizzle-orm";
import { users } from "@/services/db/schema";
import type { Deliver, EventType } from "@/services/core/events/define";

export const userAuditEntity = "user" as const;

/** The holder of the account (entity id: the user number), while it is enabled. */
const toHolder: Deliver = async (db, ev) => ({
  recipients: (await db.select({ id: users.id }).from(users).where(and(eq(users.userNo, ev.entityId), eq(users.enabled, true)))).map((r) => r.id),
  params: {},
});

/**
 * Security: the holder of an account whose password they changed themselves, and of an account signed in from
 * a browser it had not used before (./known-device.ts; never at its first sign-in ever).
 */
export const userEvents: EventType[] = [
  { type: "password_changed", entity: userAuditEntity, actions: ["updatePassword"], toActor: true, security: true, deliver: toHolder },
  { type: "sign_in_new_device", entity: userAuditEntity, actions: ["newDevice"], toActor: true, security: true, deliver: toHolder },
];
