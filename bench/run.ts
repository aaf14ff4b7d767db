import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Runs every bench/*.bench.ts in its own process (one at a time, so they do not compete for the two cores).
 * Each bench prints its figures and its ratio to a baseline measured in the same run.
 * `npm run bench -- <name>` runs only the benches whose file name contains <name>.
 */
const filter = process.argv[2] ?? "";
const dir = path.resolve("bench");
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts") && f.includes(filter))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f}`);
  const res = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(dir, f)], {
    stdio: "inherit",
    env: process.env,
  });
  if (res.status !== 0) failed++;
}
console.log(`\nbench: ${files.length - failed} ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
