import { env } from "@/lib/env";
import type { WechatGrant } from "@/lib/contracts/base-data/wechat";
import { AppError } from "@/services/core/errors";

interface UserInfo {
  openid?: string;
  unionid?: string;
  errcode?: number;
}

/**
 * Whose WeChat account a grant is, asked of WeChat itself (sns/userinfo with the access token), so an
 * openid alone never signs anybody in. The identity is the unionid when WeChat gives one (the same
 * person across the group's WeChat apps), else the openid.
 */
export async function wechatIdentity(grant: WechatGrant, failure: "LOGIN_FAILED" | "VALIDATION"): Promise<string> {
  const e = env();
  if (!e.WECHAT_APP_ID || !e.WECHAT_APP_SECRET) throw new AppError("UNAVAILABLE", "errors.wechatOff");
  const url = new URL(e.WECHAT_USERINFO_URL);
  url.searchParams.set("access_token", grant.accessToken);
  url.searchParams.set("openid", grant.openid);
  let info: UserInfo;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    info = (await res.json()) as UserInfo;
  } catch {
    throw new AppError("UNAVAILABLE", "errors.wechatUnavailable");
  }
  if (info.errcode || info.openid !== grant.openid) throw new AppError(failure, "errors.wechatInvalid");
  return info.unionid || info.openid;
}
