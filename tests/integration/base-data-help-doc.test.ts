import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HelpChannels } from "@/lib/contracts/base-data/help-doc";
import { env } from "@/lib/env";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { freshUser } from "./base-data-notice.fixtures";

let admin: string;
let supplier: string;
const defaults = () => ({ email: env().SERVICE_EMAIL, phone: env().SERVICE_PHONE });
const audits = async () => (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from audit_log where entity = 'help-channels'`))[0]!.n;

beforeAll(async () => {
  admin = (await freshUser({ role: "admin", type: "admin", companies: [1] })).token;
  supplier = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
});
// Other files read the channels: they end as the deployment's defaults.
afterAll(async () => {
  await call("base-data", "PUT", "/help-doc/channels", { token: admin, body: defaults() });
});

describe("help channels", () => {
  it("an admin's change is stored, audited and read by every user", async () => {
    const before = await audits();
    const saved = await call<HelpChannels>("base-data", "PUT", "/help-doc/channels", { token: admin, body: { email: " desk@huayin.example ", phone: "+86 (755) 8888-0000" } });
    expect(saved.body.returnCode).toBe(200);
    expect(saved.body.data).toMatchObject({ email: "desk@huayin.example", phone: "+86 (755) 8888-0000" });
    expect(saved.body.data!.modifiedBy).toBeTruthy();
    const seen = await call<HelpChannels>("base-data", "GET", "/help-doc/channels", { token: supplier });
    expect(seen.body.data).toMatchObject({ email: "desk@huayin.example", phone: "+86 (755) 8888-0000" });
    expect(await audits()).toBe(before + 1);
    const [row] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from help_channels`);
    expect(row!.n).toBe(1);
  });

  it.each([
    ["a malformed e-mail", { email: "desk@", phone: "+86 755" }, "email", "Enter a valid e-mail address."],
    ["letters in the phone", { email: "a@b.example", phone: "call me" }, "phone", "Enter a phone number (3 to 40 digits, spaces, +, ( ) or -)."],
    ["an empty phone", { email: "a@b.example", phone: " " }, "phone", "Enter a phone number (3 to 40 digits, spaces, +, ( ) or -)."],
  ])("refuses %s with a field error and changes nothing", async (_, body, field, message) => {
    const before = await call<HelpChannels>("base-data", "GET", "/help-doc/channels", { token: supplier });
    const res = await call("base-data", "PUT", "/help-doc/channels", { token: admin, body });
    expect(res.body.returnCode).toBe(400);
    expect((res.body as { data?: { fieldErrors: Record<string, string[]> } }).data!.fieldErrors[field]).toEqual([message]);
    expect((await call<HelpChannels>("base-data", "GET", "/help-doc/channels", { token: supplier })).body.data).toEqual(before.body.data);
  });

  it("parallel saves leave one row holding one of the saved pairs", async () => {
    const pairs = Array.from({ length: 6 }, (_, i) => ({ email: `desk${i}@huayin.example`, phone: `+86 755 000${i}` }));
    const answers = await Promise.all(pairs.map((body) => call("base-data", "PUT", "/help-doc/channels", { token: admin, body })));
    expect(answers.map((a) => a.body.returnCode)).toEqual(pairs.map(() => 200));
    const now = (await call<HelpChannels>("base-data", "GET", "/help-doc/channels", { token: supplier })).body.data!;
    expect(pairs).toContainEqual({ email: now.email, phone: now.phone });
  });
});
