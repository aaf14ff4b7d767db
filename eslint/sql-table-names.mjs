// Where SQL text names what the drizzle schema declares, so that a rename of the table or column would still
// compile: a schema table after a keyword (`from purchase_orders`, `update "labels"`, `sql.raw("labels")`), or a
// column qualified by a table alias (`po.supplier_id`, `${po}.supplier_id`) whose alias is written in the text
// (`from ${purchaseOrders} po`, `from purchase_orders po`) or given by drizzle's `alias(table, "po")`; with
// `{ columns: true }` also a bare column of a table the same text interpolates or names (`title` beside `${helpDocuments}`,
// `set url = …`), the SQL place where only bare() (services/core/sql.ts) keeps the name in the schema.
// One implementation for the lint rule (eslint.config.mjs) and the counting script (scripts/sql-table-names.mjs).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The end of the bracketed text that opens at `open` (a `{` or `(`), past nested brackets, strings and templates. */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "{" || c === "(" || c === "[") depth++;
    else if ((c === "}" || c === ")" || c === "]") && --depth === 0) return i;
  }
  return text.length;
}

const columnDef = /\b[A-Za-z_$][\w$]*\s*:\s*[A-Za-z_$][\w$]*\(\s*"([a-z_][a-z_0-9]*)"/g;
const columnsIn = (body) => [...body.matchAll(columnDef)].map((m) => m[1]);

/**
 * The schema's tables: SQL names, the SQL name of each exported drizzle table, and the SQL column names of each
 * table (`prop: type("column_name")` in its `pgTable` object, with the columns of spread groups such as `...tracked`).
 */
export function schemaTables(dir = "services/db/schema") {
  const byExport = new Map();
  const columns = new Map();
  const sources = readdirSync(dir).filter((f) => f.endsWith(".ts")).map((file) => readFileSync(join(dir, file), "utf8"));
  const groups = new Map();
  for (const text of sources) {
    for (const m of text.matchAll(/\bconst (\w+)\s*=\s*(?:\(\)\s*=>\s*\(\s*)?\{/g)) {
      const open = m.index + m[0].length - 1;
      groups.set(m[1], columnsIn(text.slice(open, closing(text, open))));
    }
  }
  for (const text of sources) {
    for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*"([a-z_0-9]+)"\s*,\s*/g)) {
      byExport.set(m[1], m[2]);
      const open = m.index + m[0].length;
      if (text[open] !== "{") continue;
      const body = text.slice(open, closing(text, open));
      const names = new Set(columnsIn(body));
      for (const spread of body.matchAll(/\.\.\.(\w+)/g)) for (const name of groups.get(spread[1]) ?? []) names.add(name);
      columns.set(m[2], names);
    }
  }
  return { names: new Set(byExport.values()), byExport, columns };
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

// Words of SQL's grammar that a bare word in a query may be without naming a column (columns of the schema such as
// `type`, `mode` or `name` are not here: SQL lets them stand for the column).
const grammarWords = new Set(
  ("select from where and or not null is in on as case when then else end order by group having limit offset asc desc nulls " +
    "first last distinct true false set values insert into update delete returning join left right inner outer full cross lateral " +
    "using with recursive union intersect except all any some exists between like ilike similar escape interval filter over " +
    "partition rows range unbounded preceding following current row conflict do nothing constraint default for share skip locked " +
    "nowait of cast collate zone only table natural window fetch next isnull notnull").split(" "),
);

/**
 * Bare column names in the SQL texts: a column of a schema table the same text interpolates (`${helpDocuments}`,
 * a drizzle alias of it, or a local name for it) or names, written as an identifier (`title`, `"title"`,
 * `excluded.title`). Words in string literals, function names, casts, and words qualified by another name do not
 * count, nor the names the text gives itself (`as total`, `sum(x) total`, `as v(a, b)`, `with up(a, b)`) or reads
 * from a subquery or CTE of its own (`p.qty`): a bare `qty` beside them is taken for theirs.
 */
function findBareColumns(texts, tables, aliasTables) {
  const findings = [];
  texts.forEach(({ quasis, expressions, raw }, text) => {
    const named = new Set();
    expressions.forEach((expression) => {
      const name = /^\s*(?:[A-Za-z_$][\w$]*\.)?([A-Za-z_$][\w$]*)\s*$/.exec(expression)?.[1];
      const table = name && (tables.byExport.get(name) ?? tables.byExport.get(aliasTables.get(name)));
      if (table) named.add(table);
    });
    const joined = quasis.join(" \u0000 ");
    for (const m of joined.matchAll(keywordTable)) if (tables.names.has(m[1].toLowerCase())) named.add(m[1].toLowerCase());
    if (raw && quasis.length === 1 && tables.names.has(quasis[0].trim().replace(/"/g, ""))) named.add(quasis[0].trim().replace(/"/g, ""));
    if (!named.size) return;
    const columns = new Map();
    for (const table of named) for (const column of tables.columns.get(table) ?? []) if (!columns.has(column)) columns.set(column, table);
    const sqlText = joined.replace(/'(?:[^']|'')*'/g, "''").replace(/--[^\n]*/g, " ").replace(/\/\*[\s\S]*?\*\//g, " ");
    const given = new Set([...sqlText.matchAll(/\bas\s+"?([a-z_][a-z_0-9]*)"?/gi)].map((m) => m[1]));
    for (const m of sqlText.matchAll(/\b(?:as\s+"?[a-z_][a-z_0-9]*"?|with(?:\s+recursive)?\s+[a-z_][a-z_0-9]*)\s*\(([^()]*)\)/gi)) {
      for (const name of m[1].split(",")) given.add(name.trim().replace(/"/g, ""));
    }
    for (const m of sqlText.matchAll(/(?<![\w$"])"?([a-z_][a-z_0-9]*)"?\s*\.\s*"?([a-z_][a-z_0-9]*)/gi)) {
      if (m[1].toLowerCase() !== "excluded" && !tables.names.has(m[1].toLowerCase())) given.add(m[2]);
    }
    for (const m of sqlText.matchAll(/[)\u0000]\s+"?([a-z_][a-z_0-9]*)"?(?=\s*(?:,|\)|$)|\s+from\b)/gi)) given.add(m[1]);
    const word = /(?<![\w$"])("?)([a-z_][a-z_0-9]*)\1(?![\w$"])/g;
    for (const m of sqlText.matchAll(word)) {
      const name = m[2];
      if (!columns.has(name) || given.has(name) || (!m[1] && grammarWords.has(name))) continue;
      const before = sqlText.slice(0, m.index);
      const after = sqlText.slice(m.index + m[0].length);
      if (/^\s*[(.]/.test(after) || /::\s*$/.test(before)) continue;
      if (/\.\s*$/.test(before) && !/(?<![\w$"])excluded\s*\.\s*$/i.test(before)) continue;
      if (name === "at" && /^\s+time\s+zone\b/i.test(after)) continue;
      if (/^\s+from\b/i.test(after) && /\bextract\s*\(\s*$/i.test(before)) continue;
      findings.push({ text, message: `the column ${name} of ${columns.get(name)} is written as text; interpolate its drizzle column` });
    }
  });
  return findings;
}

const isSqlTag = (tag) => tag.type === "Identifier" && tag.name === "sql";
const isSqlRaw = (callee) =>
  callee.type === "MemberExpression" && isSqlTag(callee.object) && callee.property.type === "Identifier" && ["raw", "identifier"].includes(callee.property.name);

/**
 * The lint rule. By default it reads `sql` templates and the strings given to `sql.raw`/`sql.identifier`; with
 * `{ everyString: true }` (the counting script) every string and template of the file; `{ columns: true }` adds
 * bare column names (findBareColumns).
 */
const sqlTableNamesRule = {
  meta: {
    type: "problem",
    docs: { description: "Name tables and columns through the drizzle schema, never as text in SQL (a rename must fail to compile)" },
    schema: [{ type: "object", properties: { everyString: { type: "boolean" }, columns: { type: "boolean" }, schemaDir: { type: "string" } }, additionalProperties: false }],
    messages: { text: "{{message}} (queries name tables and columns through the drizzle schema: docs/how-to-add-a-module.md, checklist 4)." },
  },
  create(context) {
    const { everyString = false, columns = false, schemaDir } = context.options[0] ?? {};
    const tables = schemaTables(schemaDir);
    const source = context.sourceCode;
    const texts = [];
    const nodes = [];
    const aliases = new Set();
    const aliasVars = new Set();
    const aliasTables = new Map();
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
          if (node.parent.type === "VariableDeclarator" && node.parent.id.type === "Identifier") {
            aliasVars.add(node.parent.id.name);
            aliasTables.set(node.parent.id.name, source.getText(node.arguments[0]));
          }
        }
      },
      VariableDeclarator(node) {
        if (node.id.type === "Identifier" && node.init?.type === "Identifier" && tables.byExport.has(node.init.name)) aliasTables.set(node.id.name, node.init.name);
      },
      Literal(node) {
        if (everyString && typeof node.value === "string" && node.parent.type !== "ImportDeclaration" && node.parent.type !== "ExportNamedDeclaration" && node.parent.type !== "ExportAllDeclaration") add(node, false);
      },
      TemplateLiteral(node) {
        if (everyString) add(node, false);
      },
      "Program:exit"() {
        const seen = new Set();
        const found = findSqlNames(texts, tables, aliases, aliasVars);
        if (columns) found.push(...findBareColumns(texts, tables, aliasTables));
        for (const { text, message } of found) {
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
