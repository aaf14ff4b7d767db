import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { helpDocumentList, type HelpDocumentRow } from "@/lib/contracts/base-data/help-doc";
import { and, contains } from "@/services/core/list";
import { listRoutes, listSpec } from "@/services/core/list/module";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { helpDocuments, storedFiles, users } from "@/services/db/schema";

export const hd = alias(helpDocuments, "hd");
const sf = alias(storedFiles, "sf");
const cu = alias(users, "cu");

const source = {
  from: sql`${helpDocuments} ${hd} join ${storedFiles} ${sf} on ${sf.id} = ${hd.fileId} left join ${users} ${cu} on ${cu.id} = ${hd.createdBy}`,
  countFrom: sql`${helpDocuments} ${hd}`,
  id: sql`${hd.id}`,
  select: {
    title: sql`${hd.title}`,
    description: sql`${hd.description}`,
    kind: sql`${sf.kind}`,
    sizeKb: sql`ceil(${sf.size} / 1024.0)::int`,
    manual: sql`${hd.manual}`,
    scripted: sql`${hd.scripted}`,
    creator: sql`coalesce(${cu.name}, '')`,
    createdAt: sql`${hd.createdAt}`,
  },
};

/** Every signed-in user reads the same portal-wide documents: the WHERE holds only the search. */
export const helpDocumentRoutes = listRoutes(helpDocumentList, {
  ...source,
  rights: { view: null, export: null },
  where: (_scope, f) => and([f.q && sql`(${contains(sql`${hd.title}`, f.q)} or ${contains(sql`${hd.description}`, f.q)})`]),
});

const spec = listSpec(helpDocumentList, { ...source, rights: { view: null, export: null }, where: () => sql`true` });

/** One document as a list row (after an upload or a change). */
export async function loadHelpDocument(db: Db, id: number): Promise<HelpDocumentRow | null> {
  const [raw] = await rows<Record<string, unknown>>(db, sql`select ${spec.columns} from ${spec.from} where ${hd.id} = ${id}`);
  return raw ? spec.map(raw) : null;
}
