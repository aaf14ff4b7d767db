import { Linter } from "eslint";
import nextTs from "eslint-config-next/typescript";
import { describe, expect, it } from "vitest";
import { localPlugin, schemaTables } from "@/eslint/sql-table-names.mjs";

const linter = new Linter({ configType: "flat" });
const parser = nextTs.find((c) => c.languageOptions?.parser)?.languageOptions?.parser;
const config = (options: object = {}) => [
  {
    files: ["**/*.ts"],
    languageOptions: { parser },
    plugins: { local: localPlugin },
    rules: { "local/sql-table-names": ["error", options] },
  },
] as Linter.Config[];
const head = `import { sql } from "drizzle-orm";\nimport { alias } from "drizzle-orm/pg-core";\nimport { helpDocuments, labels, purchaseOrders, stockItems, suppliers, webhookEndpoints } from "@/services/db/schema";\n`;
const messagesOf = (code: string, options?: object) =>
  linter.verify(head + code, config(options), "services/x/query.ts").map((m) => m.message);

describe("the sql-table-names lint rule", () => {
  it("reads the tables from the drizzle schema", () => {
    const { names, byExport } = schemaTables();
    expect(names.has("purchase_orders")).toBe(true);
    expect(byExport.get("purchaseOrders")).toBe("purchase_orders");
    expect(names.size).toBeGreaterThan(50);
  });

  it("reads each table's columns from the drizzle schema, with the spread groups", () => {
    const help = schemaTables().columns.get("help_documents")!;
    expect([...help]).toEqual(expect.arrayContaining(["id", "file_id", "title", "manual", "created_at", "modified_by"]));
    expect(schemaTables().columns.get("dictionary_items")!.has("label_en")).toBe(true);
  });

  it("refuses a schema table written as text in a sql template", () => {
    expect(messagesOf("export const q = sql`select * from purchase_orders`;")).toEqual([
      expect.stringContaining("the table purchase_orders is written as text"),
    ]);
  });

  it("passes the table interpolated from the schema", () => {
    expect(messagesOf("export const q = sql`select * from ${purchaseOrders}`;")).toEqual([]);
    expect(messagesOf("export const q = sql<number>`select count(*) from ${purchaseOrders} where ${purchaseOrders.supplierId} = 1`;")).toEqual([]);
  });

  it("refuses quoted tables after update, delete from, insert into and join", () => {
    for (const text of ['update "labels" set seq = 1', "delete from labels", 'insert into "public"."labels" (seq) values (1)', "select 1 from ${purchaseOrders} join suppliers on true"]) {
      expect(messagesOf(`export const q = sql\`${text}\`;`), text).toHaveLength(1);
    }
  });

  it("refuses a table in the text of sql.raw and sql.identifier, whole or in a statement", () => {
    expect(messagesOf('export const q = sql.raw("truncate labels");')).toHaveLength(1);
    expect(messagesOf('export const q = sql.identifier("labels");')).toHaveLength(1);
    expect(messagesOf('export const q = sql.raw("analyze");')).toEqual([]);
  });

  it("refuses columns qualified by an alias written in the text, or by a drizzle alias", () => {
    expect(messagesOf("export const q = sql`select po.pono from ${purchaseOrders} po where po.supplier_id = 1`;")).toEqual([
      expect.stringContaining("po.pono"),
      expect.stringContaining("po.supplier_id"),
    ]);
    expect(messagesOf('const s = alias(suppliers, "s");\nexport const q = sql`select s.ven_no from ${suppliers} ${s}`;')).toEqual([expect.stringContaining("s.ven_no")]);
    expect(messagesOf('const s = alias(suppliers, "s");\nexport const q = sql`select ${s}.ven_no from ${suppliers} ${s}`;')).toEqual([expect.stringContaining("s.ven_no")]);
    expect(messagesOf('const s = alias(suppliers, "s");\nexport const q = sql`select ${s.venNo} from ${suppliers} ${s} where ${s.id} = 1`;')).toEqual([]);
  });

  it("leaves what is not a schema table, and plain strings unless asked for every string", () => {
    expect(messagesOf("export const q = sql`select * from generate_series(1, 3) g where g.x = 1`;")).toEqual([]);
    expect(messagesOf("export const q = sql`select x.n from (select 1 as n) x`;")).toEqual([]);
    expect(messagesOf('export const text = "delete from labels";')).toEqual([]);
    expect(messagesOf('export const text = "delete from labels";', { everyString: true })).toHaveLength(1);
  });

  const withColumns = (code: string) => messagesOf(code, { columns: true });

  it("refuses, when asked for columns, a column of an interpolated table written as a bare word", () => {
    expect(withColumns("export const q = (id: number) => sql`select title, manual from ${helpDocuments} where id = ${id}`;")).toEqual([
      expect.stringContaining("the column title of help_documents"),
      expect.stringContaining("the column manual of help_documents"),
      expect.stringContaining("the column id of help_documents"),
    ]);
    expect(withColumns("export const q = (u: string) => sql`update ${webhookEndpoints} set url = ${u}`;")).toEqual([expect.stringContaining("the column url of webhook_endpoints")]);
    expect(withColumns('export const q = sql`insert into ${helpDocuments} ("title") values (1) on conflict (id) do update set title = excluded.title`;')).toEqual([
      expect.stringContaining("the column title of help_documents"),
      expect.stringContaining("the column id of help_documents"),
    ]);
    expect(withColumns('const h = alias(helpDocuments, "h");\nexport const q = sql`select title from ${helpDocuments} ${h}`;')).toHaveLength(1);
    expect(withColumns("const h = helpDocuments;\nexport const q = sql`select title from ${h}`;")).toHaveLength(1);
    expect(messagesOf("export const q = (id: number) => sql`select title, manual from ${helpDocuments} where id = ${id}`;")).toEqual([]);
  });

  it("passes the interpolated columns, and words that are not the table's columns", () => {
    expect(withColumns("export const q = (id: number) => sql`select ${helpDocuments.title}, ${helpDocuments.manual} from ${helpDocuments} where ${helpDocuments.id} = ${id}`;")).toEqual([]);
    expect(withColumns("export const q = sql`select title from generate_series(1, 3) title`;")).toEqual([]);
    expect(withColumns("export const q = sql`select 1 from ${purchaseOrders} where ${purchaseOrders.status} = 'manual title' and ${purchaseOrders.id} in (select 1)`;")).toEqual([]);
  });

  it("leaves keywords, functions, casts, names the text gives itself and columns of its own subqueries", () => {
    expect(withColumns("export const q = sql`select count(*)::int as total, ${helpDocuments.createdAt} at time zone 'UTC' from ${helpDocuments} order by total`;")).toEqual([]);
    expect(withColumns("export const q = sql`select v.title from ${helpDocuments} join (values (1, 'x')) as v(id, title) on ${helpDocuments.id} = v.id where title <> ''`;")).toEqual([]);
    expect(withColumns("export const q = sql`with moved as (update ${stockItems} set ${stockItems.allocated} = 0 from (select 1 as id, 2 as qty) p returning p.qty) select -qty from moved`;")).toEqual([]);
    expect(withColumns("export const q = sql`select coalesce(sum(${helpDocuments.id}), 0) id from ${helpDocuments}`;")).toEqual([]);
  });
});
