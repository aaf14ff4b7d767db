import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import type { EventType } from "@/services/core/events/define";

/** Security: a sub-account whose password its main account reset hears of it (entity id: the user id). */
export const subAccountEvents: EventType[] = [
  {
    type: "password_changed", entity: "account", actions: ["resetPassword"],
    deliver: async (db, ev) => ({
      recipients: /^\d{1,12}$/.test(ev.entityId)
        ? (await rows<{ id: number }>(db, sql`select id from users where id = ${Number(ev.entityId)} and enabled`)).map((r) => Number(r.id))
        : [],
      params: {},
    }),
  },
];
