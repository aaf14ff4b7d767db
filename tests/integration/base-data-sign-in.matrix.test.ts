import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/base-data";
import type { AnyRoute } from "@/services/core/route";
import { resetEnv } from "@/lib/env";
import { call } from "../helpers/services";
import { startWechatServer, type WechatServer } from "../helpers/wechat-server";
import { startOidcIssuer, type OidcIssuer } from "../helpers/oidc-issuer";
import { demoRoles, roleUserToken, type DemoRole } from "./base-data.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of the sign-in and WeChat-binding routes, generated from base-data's route
 * list: such a route without an entry fails. The sign-ins are public (the token they verify is the
 * check); the binding routes need a session, need no right, and act on the caller only (no id in the
 * path): every kind of account reads and changes its own binding, never another's.
 */
interface Entry { auth: "public" | "user"; body?: () => Promise<unknown>; expect: number }

let wx: WechatServer;
let idp: OidcIssuer;
const saved = { ...process.env };
const pid = process.pid % 1000;
const matrix: Record<string, Entry> = {
  "post /user/auth/ssoLogin": { auth: "public", body: async () => ({ idToken: await idp.mint({ sub: "mx", aud: "x" }), nonce: "n-0123456789abcdef" }), expect: 401 },
  "post /user/auth/wechatLogin": { auth: "public", body: async () => ({ accessToken: "made-up", openid: "o-mx" }), expect: 401 },
  "get /user/wechat": { auth: "user", expect: 200 },
  "post /user/wechat/bind": { auth: "user", body: async () => ({ accessToken: "made-up", openid: "o-mx" }), expect: 400 },
  "post /user/wechat/unbind": { auth: "user", expect: 409 },
};
const signInRoutes = routes.filter((r) => r.path.startsWith("/user/wechat") || ["/user/auth/ssoLogin", "/user/auth/wechatLogin"].includes(r.path));
type Actor = DemoRole | "noRights";
const actors: Actor[] = [...demoRoles, "noRights"];
const tokens: Partial<Record<Actor, string>> = {};

const send = async (route: AnyRoute, token?: string) =>
  call("base-data", route.method.toUpperCase(), route.path, { token, body: (await matrix[keyOf(route)]!.body?.()) ?? (route.body ? {} : undefined) });

beforeAll(async () => {
  [wx, idp] = await Promise.all([startWechatServer(), startOidcIssuer(["http://127.0.0.1:9/cb"])]);
  Object.assign(process.env, wx.env, { SSO_ISSUER: idp.issuer, SSO_CLIENT_ID: idp.clientId, SSO_CLIENT_SECRET: idp.clientSecret });
  resetEnv();
  for (const [i, actor] of actors.entries()) tokens[actor] = await roleUserToken(`sim${i}${pid}`, actor === "noRights" ? null : actor);
});
afterAll(async () => {
  for (const k of [...Object.keys(wx.env), "SSO_ISSUER", "SSO_CLIENT_ID", "SSO_CLIENT_SECRET"]) if (saved[k] === undefined) delete process.env[k];
  resetEnv();
  await Promise.all([wx.close(), idp.close()]);
});

describe("base-data sign-in and WeChat binding authorisation matrix", () => {
  it("has an entry for every such route, none needing a right, for both audiences", () => {
    expect(signInRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of signInRoutes) {
      expect(r.auth).toBe(matrix[keyOf(r)]!.auth);
      expect(r.rights ?? []).toEqual([]);
      expect(r.audience).toBe("any");
    }
  });

  describe.each(signInRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    it(entry.auth === "public" ? "no token → refused by what it verifies" : "no token → 50008", async () => {
      const res = await send(route);
      expect(res.body.returnCode).toBe(entry.auth === "public" ? entry.expect : 50008);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    });
    it.each(actors)("%s", async (actor) => {
      expect((await send(route, tokens[actor])).body.returnCode).toBe(entry.expect);
    });
  });

  it("an account's unbind never reaches another account's binding", async () => {
    const owner = await roleUserToken(`simo${pid}`, "supplier");
    const g = await wx.grant(wx.issueCode({ openid: `o-mxo-${pid}`, unionid: `u-mxo-${pid}`, nickname: "O" }));
    expect((await call("base-data", "POST", "/user/wechat/bind", { token: owner, body: { accessToken: g.access_token, openid: g.openid } })).body.returnCode).toBe(200);
    for (const actor of actors) expect((await call("base-data", "POST", "/user/wechat/unbind", { token: tokens[actor] })).body.returnCode).toBe(409);
    expect((await call<{ bound: boolean }>("base-data", "GET", "/user/wechat", { token: owner })).body.data?.bound).toBe(true);
  });
});
