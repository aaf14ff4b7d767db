import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Scope } from "@/services/core/list";
import { notifications } from "@/services/db/schema";

export const nt = alias(notifications, "nt");

/** The caller's own in-app deliveries: nobody else's, whatever their rights. */
export const mine = (scope: Scope): SQL => sql`${nt.userId} = ${scope.userId} and ${nt.channel} = 'in_app'`;
