// The registry these machines reach serves only the linux builds of native packages, so npm leaves the other
// platforms' optional packages out of package-lock.json and `npm ci` then refuses the lock. This adds those
// entries, marked optional with their os/cpu, so npm ci accepts the lock and skips them on this platform.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The portal's lock by default; another lock (e.g. .ci/vercel's) by path.
const file = process.argv[2] ? pathToFileURL(path.resolve(process.argv[2])) : new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const pkgs = lock.packages;
const cpus = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "wasm32"];
let added = 0;

function platformOf(name) {
  const os = ["darwin", "win32", "freebsd", "android", "openharmony", "sunos", "aix", "netbsd", "openbsd"].find((o) =>
    name.includes(o),
  ) ?? (name.includes("wasm32") ? undefined : "linux");
  const tail = name.split("/").pop();
  const cpu = cpus.find((c) => new RegExp(`(^|-)${c}($|-)`).test(tail)) ?? (tail.includes("gnueabihf") ? "arm" : undefined);
  return { os, cpu };
}

for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (pkgs[base] || pkgs[`node_modules/${dep}`]) continue;
    const { os, cpu } = platformOf(dep);
    pkgs[`node_modules/${dep}`] = {
      version,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`fix-lock: added ${added} platform entries`);
