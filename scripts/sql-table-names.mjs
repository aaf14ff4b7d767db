// Counts the source files under services/ (migrations excepted) and lib/ whose strings name a schema table, an
// aliased column, or a bare column beside its table (`title` beside `${helpDocuments}`) as SQL text, where a rename
// in the drizzle schema would still compile: `node scripts/sql-table-names.mjs [--list]`, which also counts the
// findings. The detection is the lint rule's (eslint/sql-table-names.mjs), run here over every string and template,
// not only `sql` ones.
import { ESLint } from "eslint";
import { localPlugin } from "../eslint/sql-table-names.mjs";

const rule = "local/sql-table-names";
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === rule,
  overrideConfig: [{ files: ["services/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"], plugins: { local: localPlugin }, rules: { [rule]: ["error", { everyString: true, columns: true }] } }],
});
const hits = [];
let findings = 0;
for (const result of await eslint.lintFiles(["services", "lib"])) {
  const messages = result.messages.filter((m) => m.ruleId === rule);
  if (!messages.length) continue;
  findings += messages.length;
  const named = [...new Set(messages.map((m) => /(?:table|column) (\S+)/.exec(m.message)?.[1] ?? m.message))];
  hits.push(`${result.filePath.slice(process.cwd().length + 1)}\t${messages.length}\t${named.join(" ")}`);
}
if (process.argv.includes("--list")) for (const h of hits.sort()) console.log(h);
console.log(`${hits.length} files, ${findings} findings`);
