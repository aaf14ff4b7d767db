import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { fileKinds } from "@/lib/contracts/kit/upload";
import { blobBackends } from "@/services/core/storage/blob/types";
import { oneOf } from "./checks";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Stored files (uploads and generated documents). Bytes live in PostgreSQL in chunks (`backend` db), in an
 * S3-compatible bucket (`s3`, as on Vercel), or as files under DATA_DIR (`fs`, a single server on the embedded
 * database); a file is readable once `complete`.
 */
export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  purpose: text("purpose").notNull(),
  kind: text("kind").notNull(),
  name: text("name").notNull(),
  size: bigint("size", { mode: "number" }).notNull().default(0),
  sha256: text("sha256"),
  companyId: integer("company_id"),
  complete: boolean("complete").notNull().default(false),
  backend: text("backend").notNull().default("db"),
  createdBy: integer("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check("stored_files_kind_ck", oneOf(t.kind, fileKinds)),
  check("stored_files_backend_ck", oneOf(t.backend, blobBackends)),
  index("stored_files_incomplete_idx").on(t.createdAt).where(sql`not ${t.complete}`),
]);

export const storedFileChunks = pgTable("stored_file_chunks", {
  fileId: uuid("file_id").notNull().references(() => storedFiles.id, { onDelete: "cascade" }),
  seq: integer("seq").notNull(),
  data: bytea("data").notNull(),
}, (t) => [primaryKey({ columns: [t.fileId, t.seq] })]);
