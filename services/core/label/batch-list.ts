import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { labelBatches } from "@/services/db/schema";

/** The label batches of a list query, under the alias every label list's filters use. */
export const b = alias(labelBatches, "b");
export const batchListFrom = sql`${labelBatches} ${b}`;

const serialOf = (dir: "asc" | "desc") => sql`(select l.serial from labels l where l.batch_id = ${b.id} order by l.seq ${sql.raw(dir)} limit 1)`;

/** The columns every list of label batches shows, whatever document the labels came from. */
export const batchListColumns = {
  itemno: sql`${b.itemno}`,
  itemdesc: sql`${b.itemdesc}`,
  batchNo: sql`${b.batchNo}`,
  labelType: sql`${b.labelType}`,
  count: sql`${b.count}`,
  firstSerial: serialOf("asc"),
  lastSerial: serialOf("desc"),
  printedCount: sql`(select count(*)::int from labels l where l.batch_id = ${b.id} and l.print_count > 0)`,
  createdBy: sql`(select u.name from users u where u.id = ${b.createdBy})`,
  createdAt: sql`${b.createdAt}`,
};
