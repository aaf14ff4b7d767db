import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias, PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { renderCheck, renderQuery } from "@/services/db/render";
import { labelTasks, purchaseOrderLines, users } from "@/services/db/schema";

const dialect = new PgDialect();
const l = purchaseOrderLines;
const t = alias(labelTasks, "t");
const u = alias(users, "u");
const v = alias(users, "v");

/** Each query as drizzle writes it, and as renderQuery does with the suites' check switched off. */
function both(query: SQL) {
  const theirs = dialect.sqlToQuery(query);
  const was = renderCheck.on;
  renderCheck.on = false;
  try {
    const own = renderQuery(dialect, query);
    return { own: { sql: own.sql, params: own.params }, theirs: { sql: theirs.sql, params: theirs.params } };
  } finally {
    renderCheck.on = was;
  }
}

const cases: Record<string, SQL> = {
  "text, columns and plain values": sql`select ${l.id}, ${l.pono} from ${l} where ${l.companyId} = ${1} and ${l.pono} like ${"PO%"}`,
  "drizzle operators (Param with the column's encoder)": sql`select 1 from ${l} where ${and(eq(l.companyId, 2), eq(l.payqty, "12.5"), isNull(l.deldate))}`,
  "arrays as lists": sql`select 1 from ${l} where ${inArray(l.id, [3, 4, 5])} or ${l.pono} in ${["a", "b"]}`,
  "one column through the table and through two aliases": sql`select ${users.id}, ${u.id}, ${v.id}, ${u.name} from ${users}, ${u}, ${v}`,
  "aliased tables": sql`select ${t.id}, ${u.name} from ${t} join ${u} on ${u.id} = ${t.userId} where ${t.companyId} = ${7}`,
  "nested pieces, raw text and identifiers": sql`select ${sql.join([sql`${l.id}`, sql.raw("2")], sql`, `)} as ${sql.identifier("a\"b")} from ${l} where ${sql`(${sql`${l.id} > ${9}`})`}`,
  "null, undefined, booleans, dates and objects": sql`select ${null}, ${true}${undefined}, ${new Date(Date.UTC(2026, 0, 2))}, ${JSON.stringify({ a: 1 })}::jsonb, ${{ a: [1] }}`,
  "inlined parameters (left to drizzle)": sql`select ${l.id} from ${l} where ${l.id} = ${5}`.inlineParams(),
  "a nested piece with inlined parameters (left to drizzle)": sql`select 1 where ${sql`${"x"} = 'x'`.inlineParams()} and ${2} = 2`,
  "a subquery in parentheses": sql`select * from ${sql`(select ${l.id} from ${l} where ${l.id} = ${4})`} s where ${1} = 1`,
  "a placeholder (left to drizzle)": sql`select 1 from ${l} where ${l.id} = ${sql.placeholder("id")} and ${l.pono} = ${"x"}`,
};

describe("renderQuery writes what drizzle writes", () => {
  for (const [name, query] of Object.entries(cases)) {
    it(name, () => {
      const { own, theirs } = both(query);
      expect(own).toEqual(theirs);
    });
  }

  it("throws, with the suites' check on, where its own writing is not drizzle's", () => {
    // a dialect that numbers parameters its own way: drizzle follows it, renderQuery (PostgreSQL's $n) does not
    class QuestionMarks extends PgDialect {
      override escapeParam(): string {
        return "?";
      }
    }
    const query = sql`select ${l.id} from ${l} where ${l.id} = ${1}`;
    const was = renderCheck.on;
    renderCheck.on = true;
    try {
      expect(() => renderQuery(new QuestionMarks(), query)).toThrow(/renderQuery differs from drizzle/);
      expect(renderQuery(dialect, query)).toEqual({ sql: dialect.sqlToQuery(query).sql, params: [1], typings: ["none"] });
    } finally {
      renderCheck.on = was;
    }
  });
});
