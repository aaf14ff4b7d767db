// Where SQL text names what the drizzle schema declares, so that a rename of the table or column would still
// compile: a schema table after a keyword (`from purchase_orders`, `update "labels"`, `sql.raw("labels")`), or a
// column qualified by a table alias (`po.supplier_id`, `${po}.supplier_id`) whose alias is written in the text
// (`from ${purchaseOrders} po`, `from purchase_orders po`) or given by drizzle's `alias(table, "po")`.
// One implementation for the lint rule (eslint.config.mjs) and the counting script (scripts/sql-table-names.mjs).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The schema's tables: SQL names, and the SQL name of each exported drizzle table. */
export function schemaTables(dir = "services/db/schema") {
  const byExport = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    for (const m of readFileSync(join(dir, file), "utf8").matchAll(/export const (\w+)\s*=\s*pgTable\(\s*"([a-z_0-9]+)"/g)) byExport.set(m[1], m[2]);
  }
  return { names: new Set(byExport.values()), byExport };
}

const sqlWords = new Set(
  ("where on using join left right inner outer full cross natural lateral order group having limit offset fetch for union intersect except " +
    "window set returning values select and or not as do nothing conflict when then else end into from update delete table only with").split(" "),
);
const keywordTable = /\b(?:from|join|into|update|table|exists|truncate|references)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z_0-9]*)"?(?=(?:\s+(?:as\s+)?([a-z_][a-z_0-9]*))?)/gi;
const endsBeforeTable = /(?:\b(?:from|join|into|update)|,)\s*$/i;
const aliasAfterTable = /^\s+(?:as\s+)?([a-z_][a-z_0-9]*)\b(?!\s*\()/i;
const lastName = (expression) => /([A-Za-z_$][\w$]*)\s*$/.exec(expression)?.[1];

/**
 * The findings in the SQL texts of one source file. A text is `{ quasis, expressions, raw }`: the literal parts
 * of a template (one part for a plain string) and the source of its interpolations; `raw` marks an argument of
 * `sql.raw`/`sql.identifier`, where the whole text may be a bare table name. `aliases` are the SQL names given by
 * `alias(table, "name")` in the file, `aliasVars` the variables holding them. Answers `{ text, message }`, `text`
 * the index of the text.
 */
function findSqlNames(texts, tables, aliases = new Set(), aliasVars = new Set()) {
  const isTable = (name) => tables.names.has(name.toLowerCase());
  const isTableExpr = (expression) => {
    const name = lastName(expression);
    return name !== undefined && (tables.byExport.has(name) || aliasVars.has(name));
  };
  const textAliases = new Set();
  const findings = [];
  texts.forEach(({ quasis, expressions, raw }, text) => {
    quasis.forEach((part, i) => {
      for (const m of part.matchAll(keywordTable)) {
        if (!isTable(m[1])) continue;
        findings.push({ text, message: `the table ${m[1]} is written as text; interpolate its drizzle table` });
        if (m[2] && !sqlWords.has(m[2].toLowerCase())) textAliases.add(m[2].toLowerCase());
      }
      const after = quasis[i + 1];
      if (after !== undefined && endsBeforeTable.test(part) && isTableExpr(expressions[i])) {
        const m = aliasAfterTable.exec(after);
        if (m && !sqlWords.has(m[1].toLowerCase())) textAliases.add(m[1].toLowerCase());
      }
    });
    if (raw && quasis.length === 1) {
      const bare = /^\s*"?([a-z_][a-z_0-9]*)"?\s*$/i.exec(quasis[0]);
      if (bare && isTable(bare[1])) findings.push({ text, message: `the table ${bare[1]} is written as text; interpolate its drizzle table` });
    }
  });
  const qualifiers = new Set([...textAliases, ...aliases]);
  if (!qualifiers.size && !aliasVars.size) return findings;
  const qualified = /(?<![\w$."])"?([a-z_][a-z_0-9]*)"?\s*\.\s*"?([a-z_][a-z_0-9]*)\b/gi;
  texts.forEach(({ quasis, expressions }, text) => {
    quasis.forEach((part, i) => {
      for (const m of part.matchAll(qualified)) {
        if (qualifiers.has(m[1].toLowerCase())) findings.push({ text, message: `the column ${m[1]}.${m[2]} is written as text; interpolate the column of its drizzle table or alias` });
      }
      const column = i > 0 && /^\.\s*"?([a-z_][a-z_0-9]*)/i.exec(part);
      if (column && isTableExpr(expressions[i - 1])) {
        findings.push({ text, message: `the column ${lastName(expressions[i - 1])}.${column[1]} is written as text; interpolate the column of its drizzle table or alias` });
      }
    });
  });
  return findings;
}

const isSqlTag = (tag) => tag.type === "Identifier" && tag.name === "sql";
const isSqlRaw = (callee) =>
  callee.type === "MemberExpression" && isSqlTag(callee.object) && callee.property.type === "Identifier" && ["raw", "identifier"].includes(callee.property.name);

/**
 * The lint rule. By default it reads `sql` templates and the strings given to `sql.raw`/`sql.identifier`; with
 * `{ everyString: true }` (the counting script) every string and template of the file.
 */
const sqlTableNamesRule = {
  meta: {
    type: "problem",
    docs: { description: "Name tables and columns through the drizzle schema, never as text in SQL (a rename must fail to compile)" },
    schema: [{ type: "object", properties: { everyString: { type: "boolean" }, schemaDir: { type: "string" } }, additionalProperties: false }],
    messages: { text: "{{message}} (queries name tables and columns through the drizzle schema: services/erp-purchase/README.md, checklist 4)." },
  },
  create(context) {
    const { everyString = false, schemaDir } = context.options[0] ?? {};
    const tables = schemaTables(schemaDir);
    const source = context.sourceCode;
    const texts = [];
    const nodes = [];
    const aliases = new Set();
    const aliasVars = new Set();
    const add = (node, raw) => {
      if (nodes.includes(node)) {
        if (raw) texts[nodes.indexOf(node)].raw = true;
        return;
      }
      nodes.push(node);
      texts.push(node.type === "TemplateLiteral"
        ? { quasis: node.quasis.map((q) => q.value.cooked ?? q.value.raw), expressions: node.expressions.map((e) => source.getText(e)), raw }
        : { quasis: [node.value], expressions: [], raw });
    };
    const addArgument = (node) => {
      if (node.type === "TemplateLiteral" || (node.type === "Literal" && typeof node.value === "string")) add(node, true);
    };
    return {
      TaggedTemplateExpression(node) {
        if (isSqlTag(node.tag)) add(node.quasi, false);
      },
      CallExpression(node) {
        if (isSqlRaw(node.callee) && node.arguments[0]) addArgument(node.arguments[0]);
        const [, name] = node.arguments;
        if (node.callee.type === "Identifier" && node.callee.name === "alias" && name?.type === "Literal" && typeof name.value === "string") {
          aliases.add(name.value.toLowerCase());
          if (node.parent.type === "VariableDeclarator" && node.parent.id.type === "Identifier") aliasVars.add(node.parent.id.name);
        }
      },
      Literal(node) {
        if (everyString && typeof node.value === "string" && node.parent.type !== "ImportDeclaration" && node.parent.type !== "ExportNamedDeclaration" && node.parent.type !== "ExportAllDeclaration") add(node, false);
      },
      TemplateLiteral(node) {
        if (everyString) add(node, false);
      },
      "Program:exit"() {
        const seen = new Set();
        for (const { text, message } of findSqlNames(texts, tables, aliases, aliasVars)) {
          const key = `${text}\u0000${message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          context.report({ node: nodes[text], messageId: "text", data: { message } });
        }
      },
    };
  },
};

/** The local plugin that carries the rule: `local/sql-table-names`. */
export const localPlugin = { rules: { "sql-table-names": sqlTableNamesRule } };
