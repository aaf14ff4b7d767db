import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

/**
 * A small server speaking WeChat's website-login OAuth (open.weixin.qq.com/connect/qrconnect,
 * api.weixin.qq.com/sns/oauth2/access_token and sns/userinfo) on loopback. Its QR page stands for the
 * phone: it shows a "confirm" link for the account `scanAs` chose. Codes are single use; errors come as
 * WeChat's `{errcode, errmsg}` JSON.
 */
export interface WechatAccount {
  openid: string;
  unionid?: string;
  nickname: string;
}

export interface WechatServer {
  base: string;
  appId: string;
  appSecret: string;
  env: Record<string, string>;
  scanAs(account: WechatAccount): void;
  /** A code as the QR page would give it, for tests without a browser. */
  issueCode(account: WechatAccount): string;
  /** The token endpoint's answer for a code. */
  grant(code: string): Promise<{ access_token?: string; openid?: string; errcode?: number }>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startWechatServer(port = 0): Promise<WechatServer> {
  const appId = "wx5f0d1c7e2a9b3c40";
  const appSecret = "wechat-test-secret-0123456789abcd";
  const codes = new Map<string, WechatAccount>();
  const tokens = new Map<string, WechatAccount>();
  let scanning: WechatAccount = { openid: "o-default", nickname: "Default" };
  const issueCode = (account: WechatAccount) => {
    const code = randomBytes(12).toString("hex");
    codes.set(code, account);
    return code;
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://wechat.local");
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const param = (k: string) => url.searchParams.get(k) ?? form.get(k);
    if (url.pathname === "/connect/qrconnect") {
      const redirect = param("redirect_uri");
      if (param("appid") !== appId || !redirect || param("response_type") !== "code" || param("scope") !== "snsapi_login") {
        res.writeHead(400, { "content-type": "text/plain" }).end("bad request");
        return;
      }
      const back = new URL(redirect);
      back.searchParams.set("code", issueCode(scanning));
      if (param("state")) back.searchParams.set("state", param("state")!);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>WeChat</title><h1>WeChat</h1><p>${esc(scanning.nickname)}</p><a id="confirm" href="${esc(back.toString())}">Confirm login</a>`);
      return;
    }
    if (url.pathname === "/sns/oauth2/access_token") {
      const basic = req.headers.authorization?.startsWith("Basic ")
        ? Buffer.from(req.headers.authorization.slice(6), "base64").toString("utf8").split(":").map(decodeURIComponent)
        : [];
      const id = param("appid") ?? basic[0];
      const secret = param("secret") ?? basic[1];
      if (id !== appId || secret !== appSecret) return json(res, { errcode: 40125, errmsg: "invalid appsecret" });
      const account = codes.get(param("code") ?? "");
      codes.delete(param("code") ?? "");
      if (!account || param("grant_type") !== "authorization_code") return json(res, { errcode: 40029, errmsg: "invalid code" });
      const accessToken = randomBytes(16).toString("hex");
      tokens.set(accessToken, account);
      return json(res, { access_token: accessToken, expires_in: 7200, refresh_token: randomBytes(16).toString("hex"), openid: account.openid, scope: "snsapi_login", ...(account.unionid ? { unionid: account.unionid } : {}) });
    }
    if (url.pathname === "/sns/userinfo") {
      const account = tokens.get(param("access_token") ?? "");
      if (!account || account.openid !== param("openid")) return json(res, { errcode: 40001, errmsg: "invalid credential, access_token is invalid or not latest" });
      return json(res, { openid: account.openid, nickname: account.nickname, sex: 0, province: "", city: "", country: "CN", headimgurl: "", privilege: [], ...(account.unionid ? { unionid: account.unionid } : {}) });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    appId,
    appSecret,
    env: {
      WECHAT_APP_ID: appId,
      WECHAT_APP_SECRET: appSecret,
      WECHAT_AUTHORIZE_URL: `${base}/connect/qrconnect`,
      WECHAT_TOKEN_URL: `${base}/sns/oauth2/access_token`,
      WECHAT_USERINFO_URL: `${base}/sns/userinfo`,
    },
    scanAs: (account) => { scanning = account; },
    issueCode,
    grant: async (code) => {
      const res = await fetch(`${base}/sns/oauth2/access_token?${new URLSearchParams({ appid: appId, secret: appSecret, code, grant_type: "authorization_code" })}`);
      return (await res.json()) as { access_token?: string; openid?: string; errcode?: number };
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
