import { z } from "zod/mini";
import { serviceOps } from "../kit/operation";
import { maxId, requiredText } from "../common";
import { loginResult } from "./user";

/** What WeChat's token endpoint answered the portal; the service asks WeChat itself whose account it is. */
export const wechatGrant = z.object({
  accessToken: z.string("validation.required").check(z.minLength(1, "validation.required"), z.maxLength(512, "validation.tooLong")),
  openid: requiredText(128, "validation.required"),
});
export type WechatGrant = z.infer<typeof wechatGrant>;

export const wechatLoginInput = z.extend(wechatGrant, {
  companyId: z.optional(z.number("validation.login.company").check(z.int(), z.positive("validation.login.company"), z.lte(maxId, "validation.login.company"))),
});

export const wechatStatus = z.object({ bound: z.boolean(), boundAt: z.nullable(z.string()) });
export type WechatStatus = z.infer<typeof wechatStatus>;

const ops = serviceOps("base-data");
export const wechatOps = {
  login: ops.post("/user/auth/wechatLogin", { summary: "Sign in with a bound WeChat account; the same answer as userLogin", body: wechatLoginInput, response: loginResult }),
  status: ops.get("/user/wechat", { summary: "Whether the caller has a WeChat account bound", response: wechatStatus }),
  bind: ops.post("/user/wechat/bind", { summary: "Bind the caller to the WeChat account of the grant; one WeChat account binds to one user", body: wechatGrant, response: wechatStatus }),
  unbind: ops.post("/user/wechat/unbind", { summary: "Remove the caller's WeChat binding", response: wechatStatus }),
};
