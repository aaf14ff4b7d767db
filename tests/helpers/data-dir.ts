import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb, type Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";

/** Opens a stopped process's PGlite directory (DATA_DIR) in the test, runs `fn`, closes it. */
export async function withDataDir<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openDb({ dataDir: path.join(dataDir, "pglite") });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** In a stopped process's directory: an open order line of supplier 1001 in company 1 with room for 100,000. */
export async function openSupplierLine(dataDir: string): Promise<number> {
  return withDataDir(dataDir, async (db) => {
    const [line] = await rows<{ id: number }>(db, sql`
      update purchase_order_lines set payqty = 100000, remain_qty = 100000, sent_qty = 0
      where id = (select l.id from purchase_order_lines l join purchase_orders o on o.id = l.order_id
        join suppliers s on s.id = l.supplier_id
        where s.ven_no = '1001' and l.company_id = 1 and o.receive_status = 'received' and l.remain_qty > 0
        order by l.id limit 1)
      returning id`);
    return Number(line!.id);
  });
}

/**
 * What a boot leaves in the database, without what differs between two correct boots (generated ids,
 * timestamps, password salts): every table's row count and digests of the seeded business keys.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(db, sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [c] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    out[`count:${name}`] = String(c!.n);
  }
  const digests = {
    orders: sql`select md5(coalesce(string_agg(concat_ws('|', pono, company_id, podate, total_amount, receive_status), ',' order by pono), '')) as d from purchase_orders`,
    lines: sql`select md5(coalesce(string_agg(concat_ws('|', pono, line_no, itemno, payqty, remain_qty, recqty), ',' order by pono, line_no), '')) as d from purchase_order_lines`,
    users: sql`select md5(coalesce(string_agg(concat_ws('|', user_name, user_no, user_type), ',' order by user_name), '')) as d from users`,
    dictionary: sql`select md5(coalesce(string_agg(concat_ws('|', code, label_en), ',' order by code), '')) as d from dictionary_items`,
    notices: sql`select md5(coalesce(string_agg(concat_ws('|', notice_no, delivery_no), ',' order by notice_no), '')) as d from delivery_notices`,
    menus: sql`select md5(coalesce(string_agg(concat_ws('|', id, parent_id, path), ',' order by id), '')) as d from menus`,
  };
  for (const [k, q] of Object.entries(digests)) {
    const [d] = await rows<{ d: string }>(db, q);
    out[`digest:${k}`] = d!.d;
  }
  return out;
}
