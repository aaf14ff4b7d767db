import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { itReportFilePath, type ItReportDetail } from "@/lib/contracts/base-data/it-report";
import { notFound } from "@/services/core/errors";
import { isoText } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { companies, itReportEvents, itReportFiles, itReports, users } from "@/services/db/schema";
import { ir, visibleTo } from "./desk";

const u = alias(users, "u");
const c = alias(companies, "c");
const e = alias(itReportEvents, "e");
const eu = alias(users, "eu");

/** One report with its screenshots and its steps and comments; 404 when the caller may not see it. */
export async function loadReport(db: Db, id: number, desk: boolean, userId: number): Promise<ItReportDetail> {
  const [row] = await rows<Omit<ItReportDetail, "screenshots" | "events">>(db, sql`
    select ${ir.id} as id, ${ir.category} as category, ${ir.urgency} as urgency, ${ir.description} as description, ${ir.contact} as contact,
      ${ir.status} as status, ${u.userNo} || ' ' || ${u.name} as reporter, ${c.accountName} as "companyName", ${isoText(sql`${ir.createdAt}`)} as "createdAt"
    from ${itReports} ${ir} join ${users} ${u} on ${u.id} = ${ir.reporterId} join ${companies} ${c} on ${c.id} = ${ir.companyId}
    where ${ir.id} = ${id} and ${visibleTo(desk, userId)}`);
  if (!row) throw notFound();
  const files = await rows<{ id: string }>(db, sql`select ${itReportFiles.fileId}::text as id from ${itReportFiles} where ${itReportFiles.reportId} = ${id} order by ${itReportFiles.createdAt}`);
  const events = await rows<ItReportDetail["events"][number]>(db, sql`
    select ${isoText(sql`${e.at}`)} as at, ${eu.name} as user, ${e.fromStatus} as "from", ${e.toStatus} as "to", ${e.comment} as comment
    from ${itReportEvents} ${e} join ${users} ${eu} on ${eu.id} = ${e.userId} where ${e.reportId} = ${id} order by ${e.id}`);
  return { ...row, screenshots: files.map((f) => itReportFilePath(f.id)), events };
}
