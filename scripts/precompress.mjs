// After `next build`: brotli copies of the build's static scripts and styles, served by scripts/serve.mjs to
// browsers that accept them (lib/server/static-encoded.mjs).
import path from "node:path";
import { precompress } from "../lib/server/static-encoded.mjs";

const dir = path.resolve(process.env.NEXT_DIST_DIR || ".next", "static");
const started = performance.now();
const t = await precompress(dir);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`precompress: ${t.files} files, ${kb(t.bytes)} → ${kb(t.compressed)} brotli in ${Math.round(performance.now() - started)} ms`);
