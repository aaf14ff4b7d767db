import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { startWechatServer, type WechatAccount, type WechatServer } from "../helpers/wechat-server";
import { roleUserToken } from "./base-data.fixtures";

/** WeChat binding and sign-in against a server speaking WeChat's OAuth endpoints on loopback. */
let wx: WechatServer;
const saved = { ...process.env };
const tag = `${process.pid % 1000}`;

async function grantOf(account: WechatAccount) {
  const g = await wx.grant(wx.issueCode(account));
  return { accessToken: g.access_token!, openid: g.openid! };
}
const status = (token: string) => call<{ bound: boolean; boundAt: string | null }>("base-data", "GET", "/user/wechat", { token });
const bind = async (token: string, account: WechatAccount, locale?: string) =>
  call<{ bound: boolean }>("base-data", "POST", "/user/wechat/bind", { token, body: await grantOf(account), locale });
const wechatLogin = async (account: WechatAccount) =>
  call<{ token: string; firstTimeLogin: boolean }>("base-data", "POST", "/user/auth/wechatLogin", { body: await grantOf(account) });
const auditOf = async (userName: string) =>
  (await rows<{ action: string }>(await getDb(), sql`select a.action from audit_log a join users u on u.id = a.actor_user_id
    where u.user_name = ${userName} and a.action like 'wechat%' order by a.id`)).map((r) => r.action);

beforeAll(async () => {
  wx = await startWechatServer();
  Object.assign(process.env, wx.env);
  resetEnv();
});
afterAll(async () => {
  for (const k of Object.keys(wx.env)) if (saved[k] === undefined) delete process.env[k];
  resetEnv();
  await wx.close();
});

describe("WeChat binding", () => {
  it("binds, signs in with the bound account, unbinds, and writes audit rows", async () => {
    const me = `wxa${tag}`;
    const account = { openid: `o-a-${tag}`, unionid: `u-a-${tag}`, nickname: "A" };
    const token = await roleUserToken(me, "supplier");
    expect((await status(token)).body.data).toEqual({ bound: false, boundAt: null });
    const bound = await bind(token, account);
    expect(bound.body.returnCode).toBe(200);
    expect((await status(token)).body.data).toMatchObject({ bound: true, boundAt: expect.any(String) });
    const signIn = await wechatLogin(account);
    expect(signIn.body.returnCode).toBe(200);
    expect(signIn.body.data).toMatchObject({ firstTimeLogin: false });
    const info = await call<{ userName: string }>("base-data", "GET", "/user/userInfo", { token: signIn.body.data!.token });
    expect(info.body.data?.userName).toBe(me);
    // One live session: the WeChat sign-in ended the password one.
    expect((await status(token)).body.returnCode).toBe(502);
    const unbound = await call("base-data", "POST", "/user/wechat/unbind", { token: signIn.body.data!.token });
    expect(unbound.body).toMatchObject({ returnCode: 200, data: { bound: false, boundAt: null } });
    const again = await call("base-data", "POST", "/user/wechat/unbind", { token: signIn.body.data!.token });
    expect(again.body).toEqual({ returnCode: 409, message: "No WeChat account is bound to your user." });
    expect((await wechatLogin(account)).body.returnCode).toBe(401);
    expect(await auditOf(me)).toEqual(["wechatBind", "wechatLogin", "wechatUnbind"]);
  });

  it("binds one WeChat account to one user only, with a clear message", async () => {
    const account = { openid: `o-b-${tag}`, unionid: `u-b-${tag}`, nickname: "B" };
    const first = await roleUserToken(`wxb${tag}`, "purchaser");
    const second = await roleUserToken(`wxc${tag}`, "purchaser");
    expect((await bind(first, account)).body.returnCode).toBe(200);
    const taken = await bind(second, account, "zh");
    expect(taken.body).toEqual({ returnCode: 409, message: "该微信账号已绑定其他门户用户。" });
    expect((await status(second)).body.data?.bound).toBe(false);
    // The same account again for the same user changes nothing and writes nothing.
    expect((await bind(first, account)).body.returnCode).toBe(200);
    expect(await auditOf(`wxb${tag}`)).toEqual(["wechatBind"]);
  });

  it("uses the openid when WeChat gives no unionid", async () => {
    const account = { openid: `o-d-${tag}`, nickname: "D" };
    const token = await roleUserToken(`wxd${tag}`, "factory");
    expect((await bind(token, account)).body.returnCode).toBe(200);
    const [row] = await rows<{ wechat_id: string }>(await getDb(), sql`select wechat_id from users where user_name = ${`wxd${tag}`}`);
    expect(row!.wechat_id).toBe(account.openid);
  });

  it("refuses a grant WeChat does not confirm: a made-up access token, or an openid that is not its own", async () => {
    const token = await roleUserToken(`wxe${tag}`, "purchaser");
    const made = await call("base-data", "POST", "/user/wechat/bind", { token, body: { accessToken: "forged", openid: `o-e-${tag}` } });
    expect(made.body).toEqual({ returnCode: 400, message: "WeChat did not confirm this account. Please try again." });
    const victim = { openid: `o-f-${tag}`, unionid: `u-f-${tag}`, nickname: "F" };
    await bind(await roleUserToken(`wxf${tag}`, "purchaser"), victim);
    const mine = await grantOf({ openid: `o-e-${tag}`, nickname: "E" });
    const claimed = await call("base-data", "POST", "/user/auth/wechatLogin", { body: { accessToken: mine.accessToken, openid: victim.openid } });
    expect(claimed.body.returnCode).toBe(401);
    const bare = await call("base-data", "POST", "/user/auth/wechatLogin", { body: { accessToken: "x", openid: victim.openid } });
    expect(bare.body.returnCode).toBe(401);
  });

  it("refuses a WeChat account nobody bound, with a clear message", async () => {
    const res = await wechatLogin({ openid: `o-g-${tag}`, unionid: `u-g-${tag}`, nickname: "G" });
    expect(res.body).toEqual({
      returnCode: 401,
      message: "This WeChat account is not bound to a portal user. Log in with your password and bind it on the Bind WeChat page.",
    });
  });

  it("refuses a bound user without roles", async () => {
    const account = { openid: `o-h-${tag}`, unionid: `u-h-${tag}`, nickname: "H" };
    const token = await roleUserToken(`wxh${tag}`, null);
    expect((await bind(token, account)).body.returnCode).toBe(200);
    await (await getDb()).execute(sql`delete from user_roles where user_id = (select id from users where user_name = ${`wxh${tag}`})`);
    expect((await wechatLogin(account)).body.returnCode).toBe(403);
  });

  it("needs a session to bind, unbind or read the binding", async () => {
    for (const [method, path, body] of [["GET", "/user/wechat", undefined], ["POST", "/user/wechat/bind", { accessToken: "a", openid: "b" }], ["POST", "/user/wechat/unbind", undefined]] as const) {
      expect((await call("base-data", method, path, { body })).body.returnCode).toBe(50008);
    }
  });
});
