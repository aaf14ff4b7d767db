import { spawn } from "node:child_process";
import { sealData } from "iron-session";
import pg from "pg";
import { childEnv, event, startProcess, stop, tempDir, type Proc } from "../tests/helpers/processes";

/**
 * B2: requests per second of the purchase-order list route (autocannon, through the portal's
 * /api/erp-purchase proxy with a session cookie) on one production portal, as a ratio to a bare node:http
 * server running the same statements (the same-run baseline); then two instances, loaded together, as a
 * ratio to one. Needs `npm run build` and a PostgreSQL server (BENCH_B2_DATABASE_URL).
 */
const url = process.env.BENCH_B2_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/wt_deploy_bench";
const basePort = Number(process.env.BENCH_PORT ?? 3256);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const secret = "bench-b2-session-secret-of-32-characters-or-more";
const listPath = "/purchase-order?limit=50";

async function ensureDatabase() {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: u.href });
  await admin.connect();
  const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!found.rowCount) await admin.query(`create database "${name.replace(/"/g, "")}"`);
  await admin.end();
}

async function portal(port: number): Promise<Proc> {
  const p = startProcess(["scripts/serve.mjs"], childEnv({
    PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production", DATABASE_URL: url, SESSION_SECRET: secret,
    COOKIE_SECURE: "false", DATA_DIR: tempDir("bench-b2-"), LOG_LEVEL: "warn",
  }));
  for (const until = Date.now() + 180_000; Date.now() < until; ) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null))?.status === 200) return p;
    if (p.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250)); // the next readiness probe
  }
  throw new Error(`portal ${port} not ready:\n${p.lines.map((l) => l.raw).join("\n")}`);
}

/** One autocannon run (its own process, so the load generator does not share this one's event loop). */
function cannon(target: string, headers: Record<string, string>, c = connections): Promise<{ rps: number; non2xx: number; errors: number }> {
  const args = ["node_modules/autocannon/autocannon.js", "-j", "-c", String(c), "-d", String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  const child = spawn(process.execPath, [...args, target], { stdio: ["ignore", "pipe", "ignore"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.on("exit", () => {
      try {
        const r = JSON.parse(out) as { requests: { average: number }; non2xx: number; errors: number };
        resolve({ rps: r.requests.average, non2xx: r.non2xx, errors: r.errors });
      } catch (err) {
        reject(err as Error);
      }
    }),
  );
}

function check(label: string, r: { rps: number; non2xx: number; errors: number }) {
  if (r.non2xx || r.errors) throw new Error(`${label}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r.rps;
}

await ensureDatabase();
const procs: Proc[] = [];
try {
  const a = await portal(basePort);
  procs.push(a);
  const login = await fetch(`http://127.0.0.1:${basePort}/api/base-data/user/auth/userLogin`, {
    method: "POST", headers: { "content-type": "application/json", origin: `http://127.0.0.1:${basePort}` },
    body: JSON.stringify({ userName: "buyer01", password: "Demo@2026", companyId: 1, companyName: "" }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const cookie = `ssp_session=${await sealData({ token }, { password: secret, ttl: 3600 })}`;

  const bare = startProcess(["--conditions=react-server", "--import", "tsx", "bench/bare-list-server.ts"],
    childEnv({ PORT: String(basePort + 2), DATABASE_URL: url, BENCH_PATH: listPath, BENCH_TOKEN: token }));
  procs.push(bare);
  const { statements } = await bare.waitFor(event("bare.listening"), "the bare server");

  const route = `/api/erp-purchase${listPath}`;
  const warm = await cannon(`http://127.0.0.1:${basePort}${route}`, { cookie }, 2);
  check("warm-up", warm);
  const baseline = check("bare", await cannon(`http://127.0.0.1:${basePort + 2}/`, {}));
  const one = check("one instance", await cannon(`http://127.0.0.1:${basePort}${route}`, { cookie }));
  procs.push(await portal(basePort + 1));
  await cannon(`http://127.0.0.1:${basePort + 1}${route}`, { cookie }, 2);
  const half = Math.max(1, Math.round(connections / 2));
  const both = await Promise.all([basePort, basePort + 1].map((p) => cannon(`http://127.0.0.1:${p}${route}`, { cookie }, half)));
  const two = both.reduce((sum, r, i) => sum + check(`instance ${i + 1} of two`, r), 0);

  console.log(`B2 purchase-order list, 50 rows, ${connections} connections, ${seconds} s each (autocannon), PostgreSQL ${new URL(url).pathname.slice(1)}`);
  console.log(`  bare node:http, the same ${String(statements)} statements (baseline): ${baseline.toFixed(0)} req/s`);
  console.log(`  one portal instance: ${one.toFixed(0)} req/s   ratio one/bare ${(one / baseline).toFixed(2)}`);
  console.log(`  two portal instances (${half} connections each): ${two.toFixed(0)} req/s   ratio two/one ${(two / one).toFixed(2)}`);
} finally {
  await Promise.all(procs.map((p) => stop(p)));
}
