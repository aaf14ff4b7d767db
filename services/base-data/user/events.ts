import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import type { EventType } from "@/services/core/events/define";

/** Security: the holder of an account whose password they changed themselves (entity id: the user number). */
export const userEvents: EventType[] = [
  {
    type: "password_changed", entity: "user", actions: ["updatePassword"], toActor: true,
    deliver: async (db, ev) => ({
      recipients: (await rows<{ id: number }>(db, sql`select id from users where user_no = ${ev.entityId} and enabled`)).map((r) => Number(r.id)),
      params: {},
    }),
  },
];
