import { rights } from "@/lib/rights/codes";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { hashToken } from "@/services/core/principal";
import type { MenuNode, UserInfo } from "@/lib/contracts/base-data/user";
import { rows } from "@/services/db/rows";
import { resetEnv } from "@/lib/env";
import { call, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";

const userInfo = (token?: string) => call<UserInfo>("base-data", "GET", "/user/userInfo", { token });

describe("base-data user/userInfo", () => {
  it("answers every session-user field, sysmenu as JSON text and options as rights codes", async () => {
    const token = await login("sup1001a");
    const res = await userInfo(token);
    expect(res.body.returnCode).toBe(200);
    const u = res.body.data!;
    expect(Object.keys(u).sort()).toEqual(
      [
        "avatar", "canSwitchCompany", "companyId", "companyName", "introduction", "isFirstTimeLogin", "mainUserNo",
        "name", "newDeptId", "options", "roleNames", "roles", "sysmenu", "timeZone", "token", "userName", "userNo", "userType",
      ].sort(),
    );
    expect(u).toMatchObject({ token, userNo: "S1001A", mainUserNo: "S1001", userType: "supplier", companyId: 1, timeZone: "Asia/Shanghai", roles: ["supplier_sub"] });
    expect(u.options).toContain(rights.purchaseOrder.receive);
    expect(u.options).not.toContain(rights.purchaseOrder.reject);
    const tree = JSON.parse(u.sysmenu) as MenuNode[];
    expect(tree.find((n) => n.name === "purchase")?.children.map((c) => c.name)).toContain("purchaseOrder");
    expect(tree.find((n) => n.name === "archive")?.isusable).toBe(false);
  });

  it("covers every menu title of the specification", async () => {
    const token = await login("admin");
    const tree = JSON.parse((await userInfo(token)).body.data!.sysmenu) as MenuNode[];
    const titles = tree.flatMap((n) => n.children.map((c) => c.title));
    for (const t of ["VMI库存", "采购订单", "送货单", "送货计划", "供应商对账单", "菜单及角色管理", "子账号管理", "帮助文档"]) {
      expect(titles).toContain(t);
    }
    expect(titles.length).toBeGreaterThanOrEqual(22);
  });

  it("answers 50008 without a token or with an unknown one", async () => {
    expect((await userInfo()).body.returnCode).toBe(50008);
    expect((await userInfo("made-up-token")).body.returnCode).toBe(50008);
    expect((await userInfo("made-up-token")).body.message).toBe("Verification failed, please Login again.");
  });

  it("keeps one live session per user: the first token answers 502 after a second login", async () => {
    const first = await login("sup1005");
    const second = await login("sup1005");
    expect((await userInfo(first)).body.returnCode).toBe(502);
    expect((await userInfo(second)).body.returnCode).toBe(200);
  });

  it("answers 50014 for an expired token", async () => {
    const token = await login("sup1006");
    const db = await getDb();
    await db.execute(sql`update user_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`);
    expect((await userInfo(token)).body.returnCode).toBe(50014);
  });
});

describe("base-data user/logOut", () => {
  it("revokes the token on the server; the revoked token answers 50012", async () => {
    const token = await login("sup1007");
    const out = await call("base-data", "POST", "/user/logOut", { token });
    expect(out.body.returnCode).toBe(200);
    expect((await userInfo(token)).body.returnCode).toBe(50012);
  });

  it("is idempotent without a live token", async () => {
    expect((await call("base-data", "POST", "/user/logOut")).body.returnCode).toBe(200);
    expect((await call("base-data", "POST", "/user/logOut", { token: "nope" })).body.returnCode).toBe(200);
  });
});

describe("base-data user/auth/companyInfo", () => {
  it("lists the group's companies without a token", async () => {
    const res = await call<{ companyid: number; accountname: string }[]>("base-data", "GET", "/user/auth/companyInfo");
    expect(res.body.returnCode).toBe(200);
    expect(res.body.data!.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data![0]).toEqual({ companyid: 1, accountname: "华印包装（深圳）有限公司" });
  });
});

describe("base-data user/cutoverCompany", () => {
  it("switches the session's company for a configured user number", async () => {
    const token = await login("switch01");
    const res = await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: 3, companyName: "x" } });
    expect(res.body.returnCode).toBe(200);
    const info = (await userInfo(token)).body.data!;
    expect(info).toMatchObject({ companyId: 3, companyName: "华印彩印（上海）有限公司", canSwitchCompany: true });
  });

  it("refuses anyone else with a non-200 answer and a message", async () => {
    const token = await login("buyer02", 3);
    const res = await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: 4 } });
    expect(res.body.returnCode).toBe(403);
    expect(res.body.message).toBe("Your account is not permitted to switch companies.");
    expect((await userInfo(token)).body.data?.companyId).toBe(3);
  });

  it("answers 404 for an unknown company and 400 for a bad one", async () => {
    const token = await login("switch02");
    expect((await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: 999 } })).body.returnCode).toBe(404);
    expect((await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: -1 } })).body.returnCode).toBe(400);
  });

  it("needs a token", async () => {
    expect((await call("base-data", "POST", "/user/cutoverCompany", { body: { companyId: 2 } })).body.returnCode).toBe(50008);
  });

  it("switches only to the user's own companies: another company answers exactly like a missing one", async () => {
    const userName = `cs${process.pid.toString(36)}`.slice(0, 10);
    await makeUser(userName, { rights: [], companies: [1, 2] });
    const saved = process.env.COMPANY_SWITCH_USER_NOS;
    process.env.COMPANY_SWITCH_USER_NOS = `${saved ?? "E9001"},T-${userName}`;
    resetEnv();
    try {
      const token = await login(userName, 1);
      const own = await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: 2 } });
      expect(own.body).toMatchObject({ returnCode: 200, data: { companyId: 2 } });
      const other = await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: 3 } });
      const missing = await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: 999 } });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
      expect((await userInfo(token)).body.data?.companyId).toBe(2);
      const [audit] = await rows<{ n: number }>(await getDb(), sql`
        select count(*)::int as n from audit_log where entity = 'user' and entity_id = ${`T-${userName}`} and action = 'cutoverCompany'`);
      expect(audit!.n).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.COMPANY_SWITCH_USER_NOS;
      else process.env.COMPANY_SWITCH_USER_NOS = saved;
      resetEnv();
    }
  });

  it("answers 400, not an integer overflow, for a company id past the column", async () => {
    const token = await login("switch02");
    const res = await call("base-data", "POST", "/user/cutoverCompany", { token, body: { companyId: 99999999999 } });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body.data as { fieldErrors: object }).fieldErrors)).toEqual(["companyId"]);
  });
});

describe("erp-production sendplan/location/create", () => {
  it("ensures one location per user and company", async () => {
    const token = await login("switch03");
    const first = await call<{ created: boolean; locationCode: string }>("erp-production", "POST", "/sendplan/location/create", { token });
    expect(first.body.returnCode).toBe(200);
    expect(first.body.data).toMatchObject({ created: true, locationCode: "1-E9003" });
    const again = await call<{ created: boolean }>("erp-production", "POST", "/sendplan/location/create", { token });
    expect(again.body.data?.created).toBe(false);
  });

  it("needs a token", async () => {
    expect((await call("erp-production", "POST", "/sendplan/location/create")).body.returnCode).toBe(50008);
  });
});

describe("base-data user/updatePassword", () => {
  it("changes the password and validates the rules", async () => {
    const token = await login("sup1008");
    const bad = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", "/user/updatePassword", {
      token,
      body: { oldPassword: "Demo@2026", newPassword: "short", confirmPassword: "other" },
    });
    expect(bad.body.returnCode).toBe(400);
    expect(Object.keys(bad.body.data!.fieldErrors)).toEqual(expect.arrayContaining(["newPassword"]));
    const wrongOld = await call("base-data", "POST", "/user/updatePassword", {
      token,
      body: { oldPassword: "Nope@2026", newPassword: "Better@2027", confirmPassword: "Better@2027" },
    });
    expect(wrongOld.body.returnCode).toBe(400);
    const ok = await call("base-data", "POST", "/user/updatePassword", {
      token,
      body: { oldPassword: "Demo@2026", newPassword: "Better@2027", confirmPassword: "Better@2027" },
    });
    expect(ok.body.returnCode).toBe(200);
    await expect(login("sup1008")).rejects.toThrow();
    await login("sup1008", 1, "Better@2027");
  });
});
