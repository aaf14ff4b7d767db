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
const head = `import { sql } from "drizzle-orm";\nimport { alias } from "drizzle-orm/pg-core";\nimport { labels, purchaseOrders, suppliers } from "@/services/db/schema";\n`;
const messagesOf = (code: string, options?: object) =>
  linter.verify(head + code, config(options), "services/x/query.ts").map((m) => m.message);

describe("the sql-table-names lint rule", () => {
  it("reads the tables from the drizzle schema", () => {
    const { names, byExport } = schemaTables();
    expect(names.has("purchase_orders")).toBe(true);
    expect(byExport.get("purchaseOrders")).toBe("purchase_orders");
    expect(names.size).toBeGreaterThan(50);
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
});
