import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { itReportList } from "@/lib/contracts/base-data/it-report";
import { and } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { itReports, users } from "@/services/db/schema";
import { ir, isDesk, visibleTo } from "./desk";

const u = alias(users, "u");

/** A reporter's own reports; IT's whole queue. */
export const itReportListRoutes = listRoutes(itReportList, {
  from: sql`${itReports} ${ir} join ${users} ${u} on ${u.id} = ${ir.reporterId}`,
  countFrom: sql`${itReports} ${ir}`,
  id: sql`${ir.id}`,
  rights: { view: null, export: null },
  where: (scope, f, db, principal) => and([visibleTo(isDesk(principal), principal.userId), f.status && sql`${ir.status} = ${f.status}`]),
  select: {
    createdAt: sql`${ir.createdAt}`,
    category: sql`${ir.category}`,
    urgency: sql`${ir.urgency}`,
    status: sql`${ir.status}`,
    description: sql`left(${ir.description}, 200)`,
    reporter: sql`${u.userNo} || ' ' || ${u.name}`,
    modifiedAt: sql`${ir.modifiedAt}`,
  },
});
