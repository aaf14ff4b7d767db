import fs from "node:fs";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import type { NotificationMode, PreferencesAnswer } from "@/lib/contracts/base-data/notification-preference";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { writeAudit } from "@/services/core/audit";
import { queueDueDigests } from "@/services/core/events/email/digest";
import { sendDueEmails } from "@/services/core/events/email/sender";
import { startMailer } from "@/services/core/events/email/mailer";
import { getDb, getDbHandle } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { startSmtp } from "../helpers/smtp";
import { launch } from "../e2e/helpers";
import { roleUserToken } from "./base-data.fixtures";
import { drain, makeDocuments, makeWorld } from "./events.fixtures";

const portal = "http://portal.test";
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const saved = { SMTP_URL: process.env.SMTP_URL, PUBLIC_URL: process.env.PUBLIC_URL };

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.PUBLIC_URL = portal;
  resetEnv();
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnv();
  await smtp.close();
});

let n = 0;
const tag = () => `${(process.pid % 1000).toString(36)}${(Date.now() % 46656).toString(36)}${(n++).toString(36)}`;
const mine = async (token: string) => (await call<PreferencesAnswer>("base-data", "GET", "/notification-preference", { token })).body.data!;
const modeOf = async (token: string, type: NotificationType) => (await mine(token)).preferences.find((p) => p.type === type)!.mode;
const save = (token: string, preferences: Array<{ type: NotificationType; mode: NotificationMode }>, locale = "en") =>
  call<PreferencesAnswer>("base-data", "PUT", "/notification-preference", { token, locale, body: { preferences } });
const changePassword = (token: string) =>
  call("base-data", "POST", "/user/updatePassword", { token, body: { oldPassword: "Demo@2026", newPassword: "Better#2027", confirmPassword: "Better#2027" } });

/** A signed-in user of company 1 with an address of their own. */
async function person(role: "purchaser" | "supplier" | "admin") {
  const name = `np${tag()}`;
  const token = await roleUserToken(name, role);
  const email = `${name}@mail.test`;
  await (await getDb()).execute(sql`update users set email = ${email} where user_name = ${name}`);
  return { name, token, email };
}

/** Sends every due mail as the sender loop does, until none is left (refusals retried at once: no backoff). */
async function sendAll(now = new Date()) {
  const db = await getDb();
  for (let i = 0; i < 20; i++) if ((await sendDueEmails(db, now, { backoffMs: 0 })) === 0) return;
  throw new Error("mails kept coming");
}
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

describe("notification preferences", () => {
  it("every type of the catalogue, in-app by default; security types are marked and cannot be turned off", async () => {
    const u = await person("supplier");
    const start = await mine(u.token);
    expect(start.emailEnabled).toBe(true);
    expect(start.email).toBe(u.email);
    expect(start.preferences.every((p) => p.mode === "in_app")).toBe(true);
    expect(start.preferences.find((p) => p.type === "password_changed")!.security).toBe(true);
    expect(start.preferences.find((p) => p.type === "notice_published")!.security).toBe(false);

    const refused = await save(u.token, [{ type: "notice_published", mode: "off" }, { type: "password_changed", mode: "off" }]);
    expect(refused.body.returnCode).toBe(400);
    expect(Object.keys((refused.body.data as unknown as { fieldErrors: object }).fieldErrors)).toEqual(["preferences.1.mode"]);
    expect(await modeOf(u.token, "notice_published")).toBe("in_app");

    const ok = await save(u.token, [{ type: "notice_published", mode: "off" }, { type: "password_changed", mode: "digest" }]);
    expect(ok.body.returnCode).toBe(200);
    expect(await modeOf(u.token, "notice_published")).toBe("off");
    expect(await modeOf(u.token, "password_changed")).toBe("digest");

    // The address is the caller's to set, checked, and "" removes it.
    const keep = [{ type: "notice_published" as const, mode: "off" as const }];
    const wrong = await call("base-data", "PUT", "/notification-preference", { token: u.token, body: { email: "not-an-address", preferences: keep } });
    expect(wrong.body.returnCode).toBe(400);
    expect(Object.keys((wrong.body.data as { fieldErrors: object }).fieldErrors)).toEqual(["email"]);
    const moved = await call<PreferencesAnswer>("base-data", "PUT", "/notification-preference", { token: u.token, body: { email: ` new.${u.email} `, preferences: keep } });
    expect(moved.body.data!.email).toBe(`new.${u.email}`);
    await call("base-data", "PUT", "/notification-preference", { token: u.token, body: { email: "", preferences: keep } });
    expect((await mine(u.token)).email).toBe("");
  });

  it("a real action mails each recipient in their own language, with the document link, the unsubscribe link and List-Unsubscribe; following it once turns the mails off", async () => {
    await drain();
    const alice = await person("purchaser");
    const bob = await person("supplier");
    expect((await save(alice.token, [{ type: "password_changed", mode: "email" }], "en")).body.returnCode).toBe(200);
    expect((await save(bob.token, [{ type: "password_changed", mode: "email" }], "zh")).body.returnCode).toBe(200);
    expect((await changePassword(alice.token)).body.returnCode).toBe(200);
    expect((await changePassword(bob.token)).body.returnCode).toBe(200);
    await drain();
    await sendAll();

    const [a] = mailsTo(alice.email);
    const [b] = mailsTo(bob.email);
    expect(mailsTo(alice.email)).toHaveLength(1);
    expect(mailsTo(bob.email)).toHaveLength(1);
    expect(a!.to).toEqual([alice.email]);
    expect(a!.subject).toBe("Your password was changed");
    expect(b!.subject).toBe("您的密码已修改");
    for (const m of [a!, b!]) {
      expect(m.text).toContain(`${portal}/profile/index`);
      expect(m.html).toContain(`href="${portal}/profile/index"`);
      expect(m.text).toMatch(new RegExp(`${portal}/unsubscribe\\?token=`));
      expect(m.headers.get("list-unsubscribe")).toMatch(new RegExp(`^<${portal}/api/unsubscribe\\?token=[^>]+>$`));
      expect(m.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    }
    expect(b!.html).toContain('lang="zh"');
    expect(b!.text).toContain("停止接收");

    // The mail client's one-click POST (RFC 8058) through the portal's real route: no session, no origin.
    const link = a!.headers.get("list-unsubscribe")!.slice(1, -1);
    const res = await unsubscribeRoute(new NextRequest(link, {
      method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" },
    }));
    expect(res.status).toBe(200);
    expect(await modeOf(alice.token, "password_changed")).toBe("in_app");
    expect(await modeOf(bob.token, "password_changed")).toBe("email");

    // A link not signed here changes nothing.
    const forged = link.replace(/token=[^.]+/, `token=${encodeURIComponent("1")}`);
    const bad = await unsubscribeRoute(new NextRequest(forged, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(bad.status).toBe(400);
  });

  it("a received mail reads right in a browser, in the recipient's language, on a desktop and at 390 px", async () => {
    await drain();
    const carol = await person("supplier");
    const dave = await person("purchaser");
    expect((await save(carol.token, [{ type: "password_changed", mode: "email" }], "zh")).body.returnCode).toBe(200);
    expect((await save(dave.token, [{ type: "password_changed", mode: "email" }], "en")).body.returnCode).toBe(200);
    for (const who of [carol, dave]) expect((await changePassword(who.token)).body.returnCode).toBe(200);
    await drain();
    await sendAll();
    const browser = await launch();
    try {
      for (const [who, subject, unsubscribe, width] of [[carol, "您的密码已修改", "停止接收", 390], [dave, "Your password was changed", "Stop e-mails about", 1024]] as const) {
        const [mail] = mailsTo(who.email);
        const page = await browser.newPage({ viewport: { width, height: 700 } });
        await page.setContent(mail!.html, { waitUntil: "load" });
        const shown = await page.evaluate(() => document.body.innerText);
        expect(shown).toContain(subject);
        expect(shown).toContain(unsubscribe);
        const links = await page.locator("a").evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href") ?? "", shown: (a as HTMLElement).offsetWidth > 0 })));
        expect(links.filter((l) => l.shown).map((l) => l.href)).toEqual(expect.arrayContaining([`${portal}/profile/index`, expect.stringMatching(new RegExp(`^${portal}/unsubscribe\\?token=`))]));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        fs.mkdirSync("/work/shots/mail", { recursive: true });
        await page.screenshot({ path: `/work/shots/mail/password-changed-${width}.png`, fullPage: true });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });

  it("a type turned off reaches nobody's inbox, and a document's mail links to that document", async () => {
    await drain();
    const w = await makeWorld();
    const docs = await makeDocuments(w);
    const db = await getDb();
    const mainEmail = `main${tag()}@mail.test`;
    await db.execute(sql`update users set email = ${mainEmail}, locale = 'ja' where id = ${w.cast.main.id}`);
    await db.execute(sql`update users set email = ${`sub${tag()}@mail.test`} where id = ${w.cast.sub.id}`);
    await db.execute(sql`insert into notification_preferences (user_id, type, mode) values
      (${w.cast.main.id}, 'notice_published', 'email'), (${w.cast.sub.id}, 'notice_published', 'off')`);
    const actor = w.cast.buyer;
    await db.transaction((tx) => writeAudit(tx, {
      actor: { userId: actor.id, userNo: actor.userNo }, companyId: w.companyId, entity: "notice", entityId: docs.boardNoticeId, action: "create", to: "valid",
    }));
    await drain();
    const inbox = await rows<{ user_id: number }>(db, sql`
      select n.user_id from notifications n join events e on e.id = n.event_id
      where e.entity = 'notice' and e.entity_id = ${String(docs.boardNoticeId)} and n.channel = 'in_app' order by n.user_id`);
    expect(inbox.map((r) => Number(r.user_id))).toEqual([w.cast.main.id, w.cast.subWithoutRight.id].sort((x, y) => x - y));

    await sendAll();
    const [m] = mailsTo(mainEmail);
    expect(mailsTo(mainEmail)).toHaveLength(1);
    expect(m!.subject).toMatch(/^新しいお知らせ：/);
    expect(m!.text).toContain(`${portal}/manage/morenotice/generalcontentshow?id=${docs.boardNoticeId}`);
    const queued = await rows<{ n: number }>(db, sql`select count(*)::int as n from email_deliveries where user_id in (${w.cast.sub.id}, ${w.cast.subWithoutRight.id})`);
    expect(queued[0]!.n).toBe(0);
  });

  it("a mail the server refuses is retried and arrives exactly once; after the last try it is failed, and admins see it", async () => {
    await drain();
    const carol = await person("supplier");
    await save(carol.token, [{ type: "password_changed", mode: "email" }]);
    smtp.refuse(3, 451);
    const before = smtp.refusedCount();
    await changePassword(carol.token);
    await drain();
    await sendAll();
    expect(smtp.refusedCount() - before).toBe(3);
    expect(mailsTo(carol.email)).toHaveLength(1);
    const db = await getDb();
    const [row] = await rows<{ status: string; attempts: number }>(db, sql`
      select d.status, d.attempts from email_deliveries d join users u on u.id = d.user_id where u.user_name = ${carol.name}`);
    expect(row).toEqual({ status: "sent", attempts: 4 });

    // A refusal waits: the next try is not due before its backoff.
    const dave = await person("supplier");
    await save(dave.token, [{ type: "password_changed", mode: "email" }]);
    smtp.refuse(1, 451);
    await changePassword(dave.token);
    await drain();
    const now = new Date();
    await sendDueEmails(db, now);
    const [waiting] = await rows<{ status: string; due: boolean }>(db, sql`
      select d.status, d.next_at > ${now.toISOString()}::timestamptz + interval '50 seconds' as due from email_deliveries d join users u on u.id = d.user_id where u.user_name = ${dave.name}`);
    expect(waiting).toEqual({ status: "pending", due: true });
    await sendAll(new Date(now.getTime() + 61_000));
    expect(mailsTo(dave.email)).toHaveLength(1);

    const erin = await person("supplier");
    await save(erin.token, [{ type: "password_changed", mode: "email" }]);
    smtp.refuse(5, 550);
    await changePassword(erin.token);
    await drain();
    await sendAll();
    expect(mailsTo(erin.email)).toHaveLength(0);
    const admin = await roleUserToken(`npa${tag()}`, "admin");
    const failed = await call<{ rows: Array<{ userName: string; attempts: number; lastError: string; type: string }> }>(
      "base-data", "GET", "/notification-preference/failed-emails", { token: admin });
    const mine = failed.body.data!.rows.find((r) => r.userName === erin.name);
    expect(mine).toMatchObject({ attempts: 5, type: "password_changed" });
    expect(mine!.lastError).toContain("550");
    expect((await call("base-data", "GET", "/notification-preference/failed-emails", { token: carol.token })).body.returnCode).toBe(403);
  });

  it("a digest goes out once, at 08:00 in the company's business time zone, listing the day's events", async () => {
    await drain();
    const dana = await person("purchaser");
    await save(dana.token, [{ type: "password_changed", mode: "digest" }], "es");
    await changePassword(dana.token);
    await drain();
    const db = await getDb();
    // The day D = 2031-05-06 in company 1's zone: its digest covers 08:00 on D−1 to 08:00 on D.
    const [t] = await rows<{ inside: string; before: string; at: string }>(db, sql`
      select to_char((timestamp '2031-05-06 07:00' at time zone c.time_zone) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as inside,
             to_char((timestamp '2031-05-06 07:59' at time zone c.time_zone) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as before,
             to_char((timestamp '2031-05-06 08:00' at time zone c.time_zone) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
      from companies c where c.id = 1`);
    await db.execute(sql`update notifications set created_at = ${t!.inside}::timestamptz
      where user_id = (select id from users where user_name = ${dana.name})`);
    expect(mailsTo(dana.email)).toHaveLength(0);
    await queueDueDigests(db, new Date(t!.before));
    await sendAll(new Date(t!.before));
    expect(mailsTo(dana.email)).toHaveLength(0);

    expect(await queueDueDigests(db, new Date(t!.at))).toBeGreaterThanOrEqual(1);
    await queueDueDigests(db, new Date(new Date(t!.at).getTime() + 60_000));
    await sendAll(new Date(t!.at));
    await queueDueDigests(db, new Date(new Date(t!.at).getTime() + 3_600_000));
    await sendAll(new Date(new Date(t!.at).getTime() + 3_600_000));
    const got = mailsTo(dana.email);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe("Su resumen diario del 2031-05-06: 1 notificación");
    expect(got[0]!.text).toContain("Su contraseña se cambió");

    // The digest's own link stops the digest: every digest type goes back to the inbox alone.
    const link = got[0]!.headers.get("list-unsubscribe")!.slice(1, -1);
    const token = new URL(link).searchParams.get("token")!;
    const info = await call<{ digest: boolean; types: string[] }>("base-data", "GET", `/notification-preference/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(info.body.data).toMatchObject({ digest: true, types: ["password_changed"] });
    const res = await unsubscribeRoute(new NextRequest(link, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(res.status).toBe(200);
    expect(await modeOf(dana.token, "password_changed")).toBe("in_app");
  });

  it("a claim that never finished (its instance died mid-send) is failed after the timeout, never sent again", async () => {
    const frank = await person("supplier");
    const db = await getDb();
    const [row] = await rows<{ id: number }>(db, sql`
      insert into email_deliveries (event_id, user_id, type, entity, entity_id, status, attempts, claimed_at)
      select (select max(id) from events), id, 'password_changed', 'user', user_no, 'sending', 1, now() - interval '11 minutes'
      from users where user_name = ${frank.name} returning id`);
    await sendDueEmails(db);
    const [after] = await rows<{ status: string; last_error: string }>(db, sql`select status, last_error from email_deliveries where id = ${row!.id}`);
    expect(after!.status).toBe("failed");
    expect(after!.last_error).toContain("interrupted");
    expect(mailsTo(frank.email)).toHaveLength(0);
  });

  it("the sender loop of an instance sends what the dispatcher queued, without anyone calling it", async () => {
    await drain();
    const gina = await person("purchaser");
    await save(gina.token, [{ type: "password_changed", mode: "email" }], "vi");
    const mailer = startMailer(await getDbHandle(), { pollMs: 50 });
    try {
      await changePassword(gina.token);
      await drain();
      await expect.poll(() => mailsTo(gina.email).length, { timeout: 10_000 }).toBe(1);
      expect(mailsTo(gina.email)[0]!.subject).toBe("Mật khẩu của bạn đã được thay đổi");
    } finally {
      await mailer.stop();
    }
  });
});
