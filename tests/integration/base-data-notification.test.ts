import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { NotificationRow } from "@/lib/contracts/base-data/notification";
import { call } from "../helpers/services";
import { roleUserToken } from "./base-data.fixtures";
import { drain } from "./events.fixtures";

const page = (token: string, query = "", locale = "en") =>
  call<{ rows: NotificationRow[]; total: number }>("base-data", "GET", `/notification${query}`, { token, locale });
const unread = async (token: string) => (await call<{ unread: number }>("base-data", "GET", "/notification/unread-count", { token })).body.data!.unread;
const changePassword = (token: string, to: string) =>
  call("base-data", "POST", "/user/updatePassword", { token, body: { oldPassword: "Demo@2026", newPassword: to, confirmPassword: to } });

describe("the in-app inbox", () => {
  it("a real action reaches its holder's inbox, in the reader's language; read and unread filters; mark one and all read; nobody else's", async () => {
    // Recipients are resolved at delivery: events other files left pending would reach a new buyer too.
    await drain();
    const tag = `${(process.pid % 1000).toString(36)}${(Date.now() % 46656).toString(36)}`;
    const alice = await roleUserToken(`nia${tag}`, "purchaser");
    const bob = await roleUserToken(`nib${tag}`, "supplier");
    expect((await changePassword(alice, "Better#2027")).body.returnCode).toBe(200);
    expect((await changePassword(bob, "Better#2027")).body.returnCode).toBe(200);
    await drain();

    expect(await unread(alice)).toBe(1);
    const en = (await page(alice)).body.data!;
    expect(en.rows).toHaveLength(1);
    expect(en.rows[0]).toMatchObject({ type: "password_changed", title: "Your password was changed", read: false });
    expect((await page(alice, "", "zh")).body.data!.rows[0]!.title).toBe("您的密码已修改");
    expect((await page(alice, "", "ja")).body.data!.rows[0]!.title).toBe("パスワードが変更されました");
    expect((await page(alice, "?type=notice_published")).body.data!.rows).toHaveLength(0);
    expect((await page(alice, "?read=true")).body.data!.rows).toHaveLength(0);

    const mine = en.rows[0]!.id;
    const bobs = (await page(bob)).body.data!.rows[0]!.id;
    // Another user's notification answers exactly like a missing one, and stays unread.
    const foreign = await call("base-data", "POST", `/notification/${bobs}/read`, { token: alice });
    const missing = await call("base-data", "POST", `/notification/999999999/read`, { token: alice });
    expect(foreign.body.returnCode).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(await unread(bob)).toBe(1);

    const read = await call<{ id: number; readAt: string }>("base-data", "POST", `/notification/${mine}/read`, { token: alice });
    expect(read.body.data!.id).toBe(mine);
    const again = await call<{ readAt: string }>("base-data", "POST", `/notification/${mine}/read`, { token: alice });
    expect(again.body.data!.readAt).toBe(read.body.data!.readAt);
    expect(await unread(alice)).toBe(0);
    expect((await page(alice, "?read=true")).body.data!.rows.map((r) => r.id)).toEqual([mine]);
    expect((await page(alice, "?read=false")).body.data!.rows).toHaveLength(0);

    // Everything of Bob's read at once; Alice's untouched.
    const db = await getDb();
    expect((await call<{ marked: number }>("base-data", "POST", "/notification/read-all", { token: bob })).body.data!.marked).toBe(1);
    expect(await unread(bob)).toBe(0);
    const [alices] = await rows<{ n: number }>(db, sql`select count(*)::int as n from notifications where id = ${mine} and read_at is not null`);
    expect(alices!.n).toBe(1);
  });

  it("needs a signed-in user, and no right", async () => {
    expect((await call("base-data", "GET", "/notification/unread-count")).body.returnCode).toBe(50008);
    const none = await roleUserToken(`nin${(process.pid % 1000).toString(36)}${(Date.now() % 46656).toString(36)}`, null);
    expect(await unread(none)).toBe(0);
  });
});
