import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { roleUserToken } from "./base-data.fixtures";

/** The password policy of /updatePassword, rule by rule, and the first-login gate in the services. */
const change = (token: string, body: object, locale = "en") =>
  call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", "/user/updatePassword", { token, locale, body });
const base = { oldPassword: "Demo@2026", newPassword: "Better#2027", confirmPassword: "Better#2027" };

describe("password policy", () => {
  it.each([
    ["fewer than 8 characters", { newPassword: "Ab1#", confirmPassword: "Ab1#" }, "The new password must be at least 8 characters"],
    ["only two classes", { newPassword: "abcdefgh12", confirmPassword: "abcdefgh12" }, "Use at least three of: lower-case letters, upper-case letters, digits, other characters"],
    ["the old password", { newPassword: "Demo@2026", confirmPassword: "Demo@2026" }, "The new password must differ from the old one"],
  ])("refuses %s", async (label, over, message) => {
    const token = await roleUserToken(`pw${label.slice(0, 3).replace(/\W/g, "")}${process.pid % 1000}`, "purchaser");
    const res = await change(token, { ...base, ...over });
    expect(res.body.returnCode).toBe(400);
    expect(res.body.data!.fieldErrors.newPassword).toContain(message);
  });

  it("refuses a password holding the user name, in each language", async () => {
    const name = `pwn${process.pid % 1000}`;
    const token = await roleUserToken(name, "purchaser");
    const expected = { zh: "密码不能包含用户名", en: "The password must not contain the user name", vi: "Mật khẩu không được chứa tên người dùng", ja: "パスワードにユーザー名を含めることはできません", es: "La contraseña no debe contener el nombre de usuario" };
    for (const [locale, message] of Object.entries(expected)) {
      // Long enough for any pid: "pwn5" would otherwise make a 7-character password, refused for its length first.
      const password = `X#${name.toUpperCase()}2027`;
      const res = await change(token, { ...base, newPassword: password, confirmPassword: password }, locale);
      expect(res.body.data!.fieldErrors.newPassword).toEqual([message]);
    }
  });

  it("refuses a mismatched confirmation and a wrong old password", async () => {
    const token = await roleUserToken(`pwm${process.pid % 1000}`, "purchaser");
    expect((await change(token, { ...base, confirmPassword: "Other#2027" })).body.data!.fieldErrors.confirmPassword).toEqual(["The two passwords do not match"]);
    expect((await change(token, { ...base, oldPassword: "Wrong#2026" })).body.data!.fieldErrors.oldPassword).toEqual(["The old password is not correct"]);
  });

  it("accepts a good password: the same session goes on, every other session of the user is revoked", async () => {
    const name = `pwok${process.pid % 1000}`;
    const token = await roleUserToken(name, "purchaser");
    const db = await getDb();
    // A second live session (as a second instance or browser would hold), planted beside the first.
    await db.execute(sql`insert into user_tokens (token_hash, user_id, company_id, status, expires_at)
      select 'other-' || ${name}, user_id, company_id, 'active', now() + interval '1 hour' from user_tokens where user_id = (select id from users where user_name = ${name}) limit 1`);
    expect((await change(token, base)).body.returnCode).toBe(200);
    const [other] = await rows<{ status: string }>(db, sql`select status from user_tokens where token_hash = ${`other-${name}`}`);
    expect(other!.status).toBe("revoked");
    expect((await call("base-data", "GET", "/user/userInfo", { token })).body.returnCode).toBe(200);
    await login(name, 1, "Better#2027");
  });
});

describe("first-time login", () => {
  it("answers only userInfo and updatePassword until the password is changed", async () => {
    const name = `pwf${process.pid % 1000}`;
    const db = await getDb();
    let token = await roleUserToken(name, "purchaser");
    await db.execute(sql`update users set is_first_time_login = true where user_name = ${name}`);
    token = await login(name);
    const codes = () => call("base-data", "GET", "/dictionary/receipt-type/items", { token });
    expect((await codes()).body).toMatchObject({ returnCode: 403, message: "Please change your password first" });
    expect((await call("erp-purchase", "GET", "/purchase-order/list?limit=1", { token })).body.returnCode).toBe(403);
    expect((await call("base-data", "GET", "/user/userInfo", { token })).body.returnCode).toBe(200);
    expect((await change(token, base)).body.returnCode).toBe(200);
    expect((await codes()).body.returnCode).toBe(200);
  });
});
