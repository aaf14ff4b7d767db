import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, freshIp } from "../helpers/services";
import { freshUser } from "./base-data-notice.fixtures";

const loginBody = (userName: string, password = "Demo@2026", companyId: unknown = 1) => ({
  userName,
  password,
  companyId,
  companyName: "华印包装（深圳）有限公司",
});

describe("base-data user/auth/userLogin", () => {
  it("answers an opaque token and the first-time flag", async () => {
    const res = await call<{ token: string; firstTimeLogin: boolean }>("base-data", "POST", "/user/auth/userLogin", {
      body: loginBody("sup1002"),
    });
    expect(res.status).toBe(200);
    expect(res.body.returnCode).toBe(200);
    expect(res.body.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data?.firstTimeLogin).toBe(false);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("flags a first-time login", async () => {
    const res = await call<{ firstTimeLogin: boolean }>("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1003") });
    expect(res.body.data?.firstTimeLogin).toBe(true);
  });

  it("trims the user name and ignores its case", async () => {
    const res = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("  SUP1002 ") });
    expect(res.body.returnCode).toBe(200);
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const unknown = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("ghost99") });
    const wrong = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1004", "Wrong@2026") });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.body.message).toBe("Incorrect user name or password.");
  });

  it("tells a disabled account so, but only to whoever gave its right password", async () => {
    const { id } = await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] });
    const db = await getDb();
    const [u] = await rows<{ userName: string }>(db, sql`update users set enabled = false where id = ${id} returning user_name as "userName"`);
    const disabled = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody(u!.userName) });
    expect(disabled.body).toEqual({ returnCode: 403, message: "This account is disabled. Please contact your administrator." });
    const zh = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody(u!.userName), locale: "zh" });
    expect(zh.body.message).toBe("该账号已停用，请联系管理员。");
    const wrong = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody(u!.userName, "Wrong@2026") });
    const unknown = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("ghost98") });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    await db.execute(sql`update users set enabled = true where id = ${id}`);
    expect((await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody(u!.userName) })).body.returnCode).toBe(200);
  });

  it("refuses a user with no roles, in the caller's language", async () => {
    const en = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("norole01") });
    expect(en.body).toEqual({
      returnCode: 403,
      message: "You do not have permission to log in, please contact the administrator",
    });
    const zh = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("norole01"), locale: "zh" });
    expect(zh.body.message).toBe("您没有登录权限，请联系管理员");
  });

  it("refuses a company the user has no access to", async () => {
    const res = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("factory01", "Demo@2026", 3) });
    expect(res.body.returnCode).toBe(403);
  });

  it.each([
    ["short user name", { ...loginBody("abc") }, "userName"],
    ["long user name", { ...loginBody("abcdefghijk") }, "userName"],
    ["short password", { ...loginBody("sup1002", "abc") }, "password"],
    ["no company", { userName: "sup1002", password: "Demo@2026" }, "companyId"],
    ["company of the wrong type", { ...loginBody("sup1002", "Demo@2026", "x';drop table users;--") }, "companyId"],
    ["user name of the wrong type", { ...loginBody("sup1002"), userName: 12345 }, "userName"],
    ["huge password", { ...loginBody("sup1002", "x".repeat(5000)) }, "password"],
  ])("answers 400 with field errors for %s", async (_, body, field) => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", "/user/auth/userLogin", { body });
    expect(res.status).toBe(400);
    expect(res.body.returnCode).toBe(400);
    expect(Object.keys(res.body.data?.fieldErrors ?? {})).toContain(field);
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const res = await call("base-data", "POST", "/user/auth/userLogin", {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("uses the login validation messages of the catalogue", async () => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", "/user/auth/userLogin", {
      body: { userName: "ab", password: "abc", companyId: "" },
    });
    expect(res.body.data?.fieldErrors).toMatchObject({
      userName: ["User name must be 4 to 10 characters"],
      password: ["Password must be longer than 3 characters"],
      companyId: ["Please choose a company"],
    });
  });
});

describe("login throttling (OWASP credential stuffing: growing delays, no lock-out)", () => {
  const t0 = Date.parse("2026-11-22T23:30:00Z");
  const at = (seconds: number) => () => new Date(t0 + seconds * 1000);
  const attempt = (userName: string, password: string, o: { ip?: string; clock?: () => Date; deviceToken?: string } = {}) =>
    call<{ token: string; deviceToken?: string }>("base-data", "POST", "/user/auth/userLogin", {
      body: { ...loginBody(userName, password), ...(o.deviceToken ? { deviceToken: o.deviceToken } : {}) }, ip: o.ip, clock: o.clock,
    });

  it("delays one address after 3 failures by 1, 2, 4 … seconds, and lets the right password in once the delay ran", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await attempt("sup1010", "Wrong@2026", { ip, clock: at(0) })).body.returnCode).toBe(401);
    const soon = await attempt("sup1010", "Demo@2026", { ip, clock: at(0.5) });
    expect(soon.body).toMatchObject({ returnCode: 429, message: "Too many failed attempts for this account. Please wait 1 second and try again." });
    expect((await attempt("sup1010", "Wrong@2026", { ip, clock: at(1) })).body.returnCode).toBe(401);
    expect((await attempt("sup1010", "Wrong@2026", { ip, clock: at(2.5) })).body.message).toContain("wait 1 second and");
    expect((await attempt("sup1010", "Wrong@2026", { ip, clock: at(3) })).body.returnCode).toBe(401);
    expect((await attempt("sup1010", "Demo@2026", { ip, clock: at(4) })).body.message).toContain("wait 3 seconds");
    expect((await attempt("sup1010", "Demo@2026", { ip, clock: at(7) })).body.returnCode).toBe(200);
  });

  it("never delays more than LOGIN_MAX_DELAY_SECONDS, and forgets failures after a quiet window", async () => {
    const ip = freshIp();
    for (let i = 0; i < 14; i++) await attempt("sup1013", "Wrong@2026", { ip, clock: at(i * 600) });
    // The 14th came inside the 900 s the 13th failure set: refused, not counted.
    const capped = await attempt("sup1013", "Demo@2026", { ip, clock: at(12 * 600 + 1) });
    expect(capped.body.message).toContain("wait 899 seconds");
    expect((await attempt("sup1013", "Demo@2026", { ip, clock: at(12 * 600 + 16 * 60) })).body.returnCode).toBe(200);
  });

  it("a stuffing attack on an account slows strangers, while the owner's known browser still gets in", async () => {
    const owner = await attempt("sup1011", "Demo@2026", { clock: at(0) });
    const deviceToken = owner.body.data!.deviceToken!;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Eight addresses, one failure each, paced past the account's delays (1, 2, 4 s after the 5th, 6th, 7th).
    for (let i = 0; i < 8; i++) expect((await attempt("sup1011", "Wrong@2026", { clock: at(10 + 20 * i) })).body.returnCode).toBe(401);
    const stranger = await attempt("sup1011", "Demo@2026", { clock: at(150) });
    expect(stranger.body).toMatchObject({ returnCode: 429, message: expect.stringContaining("wait 8 seconds") });
    const known = await attempt("sup1011", "Demo@2026", { clock: at(150), deviceToken });
    expect(known.body.returnCode).toBe(200);
    expect(known.body.data!.deviceToken).toBeUndefined();
    const otherUsersDevice = await attempt("sup1012", "Demo@2026", { deviceToken });
    expect(otherUsersDevice.body.data!.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("keeps a global limit per address: 30 failures across accounts refuse it for 15 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await attempt(`nobody${i}`, "Wrong@2026", { ip });
    const fromSameIp = await attempt("sup1014", "Demo@2026", { ip });
    expect(fromSameIp.body.returnCode).toBe(429);
    expect(fromSameIp.body.message).toContain("15 minutes");
    expect((await attempt("sup1014", "Demo@2026")).body.returnCode).toBe(200);
  });
});
