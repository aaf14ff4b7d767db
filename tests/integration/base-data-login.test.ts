import { describe, expect, it } from "vitest";
import { call, freshIp, login } from "../helpers/services";

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

describe("login throttling", () => {
  it("locks an account after 5 failures, even with the right password, from any address", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1010", "Wrong@2026") });
      expect(res.body.returnCode).toBe(401);
    }
    const locked = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1010") });
    expect(locked.body.returnCode).toBe(429);
    expect(locked.body.message).toContain("15 minutes");
  });

  it("locks an address after 30 failures across accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody(`nobody${i}`, "Wrong@2026"), ip });
    }
    const fromSameIp = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1011"), ip });
    expect(fromSameIp.body.returnCode).toBe(429);
    const fromOtherIp = await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1011") });
    expect(fromOtherIp.body.returnCode).toBe(200);
  });

  it("clears an account's failures after a successful login", async () => {
    for (let i = 0; i < 4; i++) {
      await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1012", "Wrong@2026") });
    }
    await login("sup1012");
    for (let i = 0; i < 4; i++) {
      await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1012", "Wrong@2026") });
    }
    expect((await call("base-data", "POST", "/user/auth/userLogin", { body: loginBody("sup1012") })).body.returnCode).toBe(200);
  });
});
