import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDate } from "@/lib/business-time";
import { companySeeds } from "@/services/db/seed/org";
import { fingerprint, withDataDir } from "../helpers/data-dir";
import { copyDir, event, startServices, stop, tempDir, testPort, type LogLine, type Proc } from "../helpers/processes";

/**
 * The first boot of an empty PGlite directory (migrate, then seed in one transaction), killed at several
 * moments, then restarted: the result equals an uninterrupted boot. And one directory serves one process.
 */
const onPglite = process.env.TEST_DRIVER !== "postgres";
const port = testPort(2);
const dirs: string[] = [];
let reference: Record<string, string> = {};
let referenceDays = "";
let seeded = "";

/** The seed dates rows from the UTC day and from each company's business day; two boots compare only within one set of days. */
const seedDays = (now = new Date()) =>
  [now.toISOString().slice(0, 10), ...companySeeds.map((c) => businessDate(now, c.timeZone))].join(" ");

const fresh = () => {
  const d = tempDir("portal-boot-");
  dirs.push(d);
  return d;
};

async function bootToTheEnd(dataDir: string, p: Proc = startServices(dataDir, port)) {
  await p.waitFor(event("services.listening"), "listening");
  expect(await stop(p)).toEqual({ code: 0, signal: null });
  return p;
}

describe.runIf(onPglite)("first boot and the data directory lock", () => {
  /** An uninterrupted boot's data, made again when a day has turned since (a run across midnight in Shanghai or UTC). */
  async function referenceBoot() {
    for (;;) {
      const days = seedDays();
      seeded = fresh();
      const p = await bootToTheEnd(seeded);
      // The operator sees that this start migrated and seeded.
      expect(p.lines.some(event("boot.migrated"))).toBe(true);
      expect(p.lines.some(event("boot.seeded"))).toBe(true);
      if (seedDays() !== days) continue;
      reference = await withDataDir(seeded, fingerprint);
      referenceDays = days;
      expect(Number(reference["count:purchase_order_lines"])).toBeGreaterThan(0);
      return;
    }
  }

  beforeAll(referenceBoot, 600_000);

  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  // A kill on a progress line lands somewhere in what follows it; BOOT_HOLD_AT stops the boot at a step
  // (services/db/boot.ts), so the kill lands exactly there: inside the seed's transaction, before its commit.
  const killPoints: Array<[string, (l: LogLine) => boolean, Record<string, string>]> = [
    ["while migrating", event("boot.opened"), {}],
    ["between migrations and seed", event("boot.held", { step: "migrated" }), { BOOT_HOLD_AT: "migrated" }],
    ["with the organisation seeded", event("boot.held", { step: "dictionary" }), { BOOT_HOLD_AT: "dictionary" }],
    ["with every seed row written, before the commit", event("boot.held", { step: "complete" }), { BOOT_HOLD_AT: "complete" }],
  ];
  for (const [name, point, hold] of killPoints) {
    it(`SIGKILL ${name}, then a restart: the same data as an uninterrupted boot`, async () => {
      // A midnight between the reference and this boot would date their rows apart: then both are made again.
      for (;;) {
        if (seedDays() !== referenceDays) await referenceBoot();
        const dir = fresh();
        const first = startServices(dir, port, hold);
        await first.waitFor(point, name);
        first.child.kill("SIGKILL");
        expect((await first.exited).signal).toBe("SIGKILL");
        // A held boot was surely killed before its commit; a kill on a progress line may land after it.
        const interrupted = !first.lines.some(event("boot.seeded"));
        if (hold.BOOT_HOLD_AT) expect(interrupted).toBe(true);
        const second = await bootToTheEnd(dir);
        expect(second.lines.some(event("boot.seeded"))).toBe(interrupted);
        if (seedDays() !== referenceDays) continue;
        expect(await withDataDir(dir, fingerprint)).toEqual(reference);
        return;
      }
    }, 600_000);
  }

  it("a second process on the same DATA_DIR refuses at once, naming the directory, and never opens the data", async () => {
    const dir = copyDir(seeded);
    dirs.push(dir);
    const first = startServices(dir, port);
    await first.waitFor(event("services.listening"), "listening");
    const second = startServices(dir, port + 1);
    const { code } = await second.exited;
    expect(code).toBe(1);
    const refusal = second.lines.find(event("services.failed"));
    expect(String(refusal?.msg)).toContain(`${dir}/pglite`);
    expect(String(refusal?.msg)).toContain(`pid ${first.child.pid}`);
    expect(second.lines.some(event("boot.opened"))).toBe(false);
    // The first one still serves.
    const res = await fetch(`http://127.0.0.1:${port}/base-data/health`);
    expect(res.status).toBe(200);
    expect(await stop(first)).toEqual({ code: 0, signal: null });
  }, 120_000);

  it("a lock left by a killed process does not block the next start", async () => {
    const dir = copyDir(seeded);
    dirs.push(dir);
    const killed = startServices(dir, port);
    await killed.waitFor(event("services.listening"), "listening");
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(fs.readFileSync(`${dir}/pglite.lock`, "utf8").trim()).toBe(String(killed.child.pid));
    await bootToTheEnd(dir);
    expect(fs.existsSync(`${dir}/pglite.lock`)).toBe(false);
  }, 120_000);
});
