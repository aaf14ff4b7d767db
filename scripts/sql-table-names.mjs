// Counts the service files (migrations excepted) that name a schema table in the text of an SQL string, where a
// rename of the drizzle table would still compile: `node scripts/sql-table-names.mjs [--list]`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const schemaDir = "services/db/schema";
const tables = new Set();
for (const file of readdirSync(schemaDir).filter((f) => f.endsWith(".ts"))) {
  for (const m of readFileSync(join(schemaDir, file), "utf8").matchAll(/pgTable\(\s*"([a-z_0-9]+)"/g)) tables.add(m[1]);
}

const keyword = /\b(?:from|join|into|update|table|exists)\s+"?([a-z_][a-z_0-9]*)"?/gi;
const tablesNamedIn = (text) => [...text.matchAll(keyword)].map((m) => m[1]).filter((name) => tables.has(name));

// String and template texts of a source file, comments left out.
const literal = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|`(?:\\[\s\S]|[^`\\])*`|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;
const stringsOf = (source) => [...source.matchAll(literal)].map((m) => m[0]).filter((s) => !s.startsWith("/")).map((s) => s.slice(1, -1));

const hits = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (path.includes("/migrations")) continue;
    if (entry.isDirectory()) walk(path);
    else if (/\.tsx?$/.test(entry.name)) {
      const named = new Set(stringsOf(readFileSync(path, "utf8")).flatMap(tablesNamedIn));
      if (named.size) hits.push(`${path}\t${[...named].join(" ")}`);
    }
  }
};
walk("services");
if (process.argv.includes("--list")) for (const h of hits) console.log(h);
console.log(hits.length);
