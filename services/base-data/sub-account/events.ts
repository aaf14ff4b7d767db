import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { nobody, type Delivery, type EventType } from "@/services/core/events/define";
import { users } from "@/services/db/schema";

export const accountAuditEntity = "account" as const;

const sub = alias(users, "sub");

/**
 * Security (entity id: the user id): a sub-account whose password its main account reset hears of it; a
 * sub-account created under a main account tells that account's holder, the actor included.
 */
export const subAccountEvents: EventType[] = [
  {
    type: "password_changed", entity: accountAuditEntity, actions: ["resetPassword"], security: true,
    deliver: async (db, ev) => ({
      recipients: /^\d{1,12}$/.test(ev.entityId)
        ? (await db.select({ id: users.id }).from(users).where(and(eq(users.id, Number(ev.entityId)), eq(users.enabled, true)))).map((r) => r.id)
        : [],
      params: {},
    }),
  },
  {
    type: "sub_account_created", entity: accountAuditEntity, actions: ["create"], toActor: true,
    deliver: async (db, ev): Promise<Delivery> => {
      if (!/^\d{1,12}$/.test(ev.entityId)) return nobody;
      const found = await db.select({ id: users.id, no: sub.userNo }).from(sub)
        .innerJoin(users, and(eq(users.userNo, sub.mainUserNo), eq(users.enabled, true)))
        .where(eq(sub.id, Number(ev.entityId)));
      return { recipients: found.map((r) => r.id), params: { no: found[0]?.no ?? "" } };
    },
  },
];
