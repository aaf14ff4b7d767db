// Bundles the label PDF workers (the renderer, pdfkit, fontkit and bwip-js) into two self-contained files,
// so a production server or a serverless function starts them without tsx and without node_modules.
// `npm run build` runs it first (an argument names another output folder); render-worker.ts starts the bundle when it exists in production.
import { build } from "esbuild";
import fs from "node:fs";

const outdir = process.argv[2] ?? "services/label/render/dist";
fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { worker: "services/label/render/worker-main.ts", "qr-worker": "services/label/render/qr-worker-main.ts" },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  legalComments: "linked",
  metafile: true,
  // CommonJS dependencies bundled into ESM still call require() for Node's own modules.
  banner: { js: 'import { createRequire as __cr } from "node:module"; const require = __cr(import.meta.url);' },
  logLevel: "warning",
});
for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith(".mjs")) console.log(`label worker: ${file} ${(bytes / 1024).toFixed(0)} KB`);
}
