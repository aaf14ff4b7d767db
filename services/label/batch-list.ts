import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { labelBatches, labels, users } from "@/services/db/schema";

/** The label batches of a list query, under the alias every label list's filters use. */
export const b = alias(labelBatches, "b");
export const batchListFrom = sql`${labelBatches} ${b}`;

const l = alias(labels, "l");
const u = alias(users, "u");
const serialOf = (dir: "asc" | "desc") => sql`(select ${l.serial} from ${labels} ${l} where ${l.batchId} = ${b.id} order by ${l.seq} ${sql.raw(dir)} limit 1)`;

/** The batch (`b`) is the one holding the label of a serial. */
export const holdsSerial = (serial: string) => sql`${b.id} = (select ${l.batchId} from ${labels} ${l} where ${l.serial} = ${serial.toUpperCase()})`;

/** The columns every list of label batches shows, whatever document the labels came from. */
export const batchListColumns = {
  itemno: sql`${b.itemno}`,
  itemdesc: sql`${b.itemdesc}`,
  batchNo: sql`${b.batchNo}`,
  labelType: sql`${b.labelType}`,
  count: sql`${b.count}`,
  firstSerial: serialOf("asc"),
  lastSerial: serialOf("desc"),
  printedCount: sql`(select count(*)::int from ${labels} ${l} where ${l.batchId} = ${b.id} and ${l.printCount} > 0)`,
  createdBy: sql`(select ${u.name} from ${users} ${u} where ${u.id} = ${b.createdBy})`,
  createdAt: sql`${b.createdAt}`,
};
