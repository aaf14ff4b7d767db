// Sizes every function of `.vercel/output` the way the platform counts them: the files in the function's
// folder plus every file its filePathMap takes from the project. Fails when one is over the limit.
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const functions = path.join(root, ".vercel/output/functions");
const limitMb = Number(process.env.VERCEL_FUNCTION_LIMIT_MB ?? 50);

function* funcDirs(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue; // aliases of another function
    if (entry.isDirectory()) {
      if (entry.name.endsWith(".func")) yield full;
      else yield* funcDirs(full);
    }
  }
}

function sizeOfTree(dir, seen) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const stat = fs.statSync(full);
    if (stat.isDirectory()) total += sizeOfTree(full, seen);
    else if (!seen.has(full)) {
      seen.add(full);
      total += stat.size;
    }
  }
  return total;
}

if (!fs.existsSync(functions)) {
  console.error("no .vercel/output/functions: run `vercel build` first");
  process.exit(1);
}
const rows = [];
for (const dir of funcDirs(functions)) {
  const seen = new Set();
  let bytes = sizeOfTree(dir, seen);
  const config = JSON.parse(fs.readFileSync(path.join(dir, ".vc-config.json"), "utf8"));
  for (const source of Object.values(config.filePathMap ?? {})) {
    const full = path.resolve(root, source);
    if (seen.has(full)) continue;
    seen.add(full);
    bytes += fs.statSync(full).size;
  }
  rows.push({ name: path.relative(functions, dir), mb: bytes / 1024 / 1024, files: seen.size });
}
// Files a function starts by path, which no import leads the tracer to: the services' API route starts the
// label download's bundled workers and needs the shipped fonts (no system fonts on the platform).
const mustCarry = {
  "api/[service]/[...path].func": ["services/label/render/dist/worker.mjs", "services/label/render/dist/qr-worker.mjs",
    "services/core/fonts/NotoSansCJKsc-Regular.subset.otf", "services/core/fonts/NotoSansCJKsc-Bold.subset.otf"],
};
const missing = [];
for (const [name, files] of Object.entries(mustCarry)) {
  const dir = path.join(functions, name);
  const config = fs.existsSync(dir) ? JSON.parse(fs.readFileSync(path.join(dir, ".vc-config.json"), "utf8")) : null;
  const carried = new Set(Object.keys(config?.filePathMap ?? {}));
  for (const f of files) if (!carried.has(f) && !fs.existsSync(path.join(dir, f))) missing.push(`${name}: ${f}`);
}
if (missing.length) {
  console.error(`functions lack files they start:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`carried: ${Object.values(mustCarry).flat().length} files the label download starts`);
rows.sort((a, b) => b.mb - a.mb);
for (const r of rows.slice(0, 8)) console.log(`${r.mb.toFixed(1).padStart(6)} MB  ${String(r.files).padStart(5)} files  ${r.name}`);
const over = rows.filter((r) => r.mb > limitMb);
console.log(`${rows.length} functions, largest ${rows[0]?.mb.toFixed(1)} MB, limit ${limitMb} MB`);
if (over.length) {
  console.error(`over the limit: ${over.map((r) => r.name).join(", ")}`);
  process.exit(1);
}
