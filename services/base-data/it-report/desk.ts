import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { rights } from "@/lib/rights/codes";
import { hasAnyRight, type Principal } from "@/services/core/principal";
import { itReports } from "@/services/db/schema";

export const ir = alias(itReports, "ir");

/** IT works the queue: admins and holders of the IT-report right. */
export const isDesk = (p: Principal) => hasAnyRight(p, [rights.itReport.view, rights.itReport.handle]);

/** A report its caller may see: IT all, anyone else only their own. */
export const visibleTo = (desk: boolean, userId: number): SQL => (desk ? sql`true` : sql`${ir.reporterId} = ${userId}`);
