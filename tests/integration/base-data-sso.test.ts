import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKeyPair } from "jose";
import { resetEnv } from "@/lib/env";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { startOidcIssuer, type OidcIssuer } from "../helpers/oidc-issuer";
import { roleUserToken } from "./base-data.fixtures";

/**
 * user/auth/ssoLogin verifies the ID token itself against a real OpenID Connect provider on loopback
 * (discovery and JWKS of npm oidc-provider; tokens signed with its key, or forged).
 */
let idp: OidcIssuer;
const saved = { ...process.env };
const tag = `${process.pid % 1000}`;
const nonce = "n-0123456789abcdef-sso";
const now = () => Math.floor(Date.now() / 1000);

const ssoLogin = (idToken: string, o: { nonce?: string; locale?: string; companyId?: number } = {}) =>
  call<{ token: string; firstTimeLogin: boolean }>("base-data", "POST", "/user/auth/ssoLogin", {
    body: { idToken, nonce: o.nonce ?? nonce, ...(o.companyId ? { companyId: o.companyId } : {}) },
    locale: o.locale,
  });
// jti: two tokens minted in one second would otherwise be the same bytes, and a token signs in once
const claims = (sub: string, extra: Record<string, unknown> = {}) => ({ iss: idp.issuer, aud: idp.clientId, sub, nonce, iat: now(), exp: now() + 300, jti: randomUUID(), ...extra });

async function linkedUser(userName: string, subject: string, role: "purchaser" | null = "purchaser"): Promise<number> {
  await roleUserToken(userName, role);
  const db = await getDb();
  const [u] = await rows<{ id: number }>(db, sql`update users set sso_subject = ${subject} where user_name = ${userName} returning id`);
  return u!.id;
}

beforeAll(async () => {
  idp = await startOidcIssuer(["http://127.0.0.1:9/api/auth/callback/sso"]);
  Object.assign(process.env, { SSO_ISSUER: idp.issuer, SSO_CLIENT_ID: idp.clientId, SSO_CLIENT_SECRET: idp.clientSecret });
  resetEnv();
});
afterAll(async () => {
  for (const k of ["SSO_ISSUER", "SSO_CLIENT_ID", "SSO_CLIENT_SECRET"]) if (saved[k] === undefined) delete process.env[k];
  resetEnv();
  await idp.close();
});

describe("user/auth/ssoLogin", () => {
  it("answers a token like userLogin for a good ID token, ends the user's earlier session and writes an audit row", async () => {
    const userId = await linkedUser(`ssoa${tag}`, `emp-a-${tag}`);
    const first = await ssoLogin(await idp.mint(claims(`emp-a-${tag}`)));
    expect(first.body.returnCode).toBe(200);
    expect(first.body.data).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), firstTimeLogin: false });
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const info = await call<{ userName: string; companyId: number }>("base-data", "GET", "/user/userInfo", { token: first.body.data!.token });
    expect(info.body.data).toMatchObject({ userName: `ssoa${tag}`, companyId: 1 });
    const second = await ssoLogin(await idp.mint(claims(`emp-a-${tag}`)));
    expect(second.body.returnCode).toBe(200);
    expect((await call("base-data", "GET", "/user/userInfo", { token: first.body.data!.token })).body.returnCode).toBe(502);
    const audit = await rows<{ action: string }>(await getDb(), sql`select action from audit_log where actor_user_id = ${userId} and action = 'ssoLogin'`);
    expect(audit).toHaveLength(2);
  });

  it("signs in once per ID token: a replay, or two uses at once, gets one session and the rest are refused", async () => {
    await linkedUser(`ssor${tag}`, `emp-r-${tag}`);
    const token = await idp.mint(claims(`emp-r-${tag}`));
    expect((await ssoLogin(token)).body.returnCode).toBe(200);
    const replay = await ssoLogin(token);
    expect(replay.body).toEqual({ returnCode: 401, message: "The company sign-in could not be verified. Please sign in again." });
    const racing = await idp.mint(claims(`emp-r-${tag}`));
    const answers = await Promise.all(Array.from({ length: 6 }, () => ssoLogin(racing)));
    expect(answers.map((a) => a.body.returnCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it("maps the e-mail the provider vouches for, but not one it does not", async () => {
    const email = `ssob${tag}@huayin.example`;
    await linkedUser(`ssob${tag}`, email);
    const verified = await ssoLogin(await idp.mint(claims(`other-${tag}`, { email: email.toUpperCase(), email_verified: true })));
    expect(verified.body.returnCode).toBe(200);
    const unverified = await ssoLogin(await idp.mint(claims(`other-${tag}`, { email, email_verified: false })));
    expect(unverified.body.returnCode).toBe(401);
  });

  it.each([
    ["a forged signature (another key under the provider's key id)", async () => idp.mint(claims(`emp-c-${tag}`), { key: (await generateKeyPair("RS256")).privateKey })],
    ["an expired token", async () => idp.mint(claims(`emp-c-${tag}`, { iat: now() - 900, exp: now() - 600 }))],
    ["a wrong audience", async () => idp.mint(claims(`emp-c-${tag}`, { aud: "another-client" }))],
    ["several audiences without azp", async () => idp.mint(claims(`emp-c-${tag}`, { aud: [idp.clientId, "another-client"] }))],
    ["a wrong issuer", async () => idp.mint(claims(`emp-c-${tag}`, { iss: "http://127.0.0.1:1/evil" }))],
    ["a nonce this sign-in did not start with", async () => idp.mint(claims(`emp-c-${tag}`, { nonce: "n-someone-elses-nonce-000" }))],
    ["no nonce", async () => idp.mint(claims(`emp-c-${tag}`, { nonce: undefined }))],
    ["an unsigned token", async () => `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify(claims(`emp-c-${tag}`))).toString("base64url")}.`],
  ])("refuses %s", async (_name, make) => {
    await linkedUser(`ssoc${tag}`, `emp-c-${tag}`).catch(() => undefined);
    const res = await ssoLogin(await make());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ returnCode: 401, message: "The company sign-in could not be verified. Please sign in again." });
    const good = await ssoLogin(await idp.mint(claims(`emp-c-${tag}`)));
    expect(good.body.returnCode).toBe(200);
  });

  it("refuses an unknown identity with a clear message in the caller's language, and creates nobody", async () => {
    const before = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from users`);
    const en = await ssoLogin(await idp.mint(claims(`nobody-${tag}`)));
    expect(en.body).toEqual({ returnCode: 401, message: "This company account is not linked to a portal user. Ask the administrator to link it." });
    const zh = await ssoLogin(await idp.mint(claims(`nobody-${tag}`)), { locale: "zh" });
    expect(zh.body.message).toBe("该企业账号未关联门户用户，请联系管理员关联。");
    const after = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from users`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses a disabled user like an unknown one", async () => {
    await linkedUser(`ssod${tag}`, `emp-d-${tag}`);
    await (await getDb()).execute(sql`update users set enabled = false where user_name = ${`ssod${tag}`}`);
    expect((await ssoLogin(await idp.mint(claims(`emp-d-${tag}`)))).body.returnCode).toBe(401);
  });

  it("refuses a user without roles, like userLogin", async () => {
    await linkedUser(`ssoe${tag}`, `emp-e-${tag}`, null);
    await (await getDb()).execute(sql`delete from user_roles where user_id = (select id from users where user_name = ${`ssoe${tag}`})`);
    const res = await ssoLogin(await idp.mint(claims(`emp-e-${tag}`)));
    expect(res.body).toEqual({ returnCode: 403, message: "You do not have permission to log in, please contact the administrator" });
  });

  it("refuses a company the user may not use", async () => {
    await linkedUser(`ssof${tag}`, `emp-f-${tag}`);
    expect((await ssoLogin(await idp.mint(claims(`emp-f-${tag}`)), { companyId: 3 })).body.returnCode).toBe(403);
  });

  it("answers 503 when company sign-in is not configured", async () => {
    const issuer = process.env.SSO_ISSUER;
    delete process.env.SSO_ISSUER;
    resetEnv();
    try {
      const res = await ssoLogin(await idp.mint(claims(`emp-a-${tag}`)));
      expect(res.body).toEqual({ returnCode: 503, message: "Company sign-in is not set up on this portal." });
    } finally {
      process.env.SSO_ISSUER = issuer;
      resetEnv();
    }
  });
});
