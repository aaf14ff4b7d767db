import { z } from "zod";
import { serviceOps } from "../kit/operation";
import { maxId } from "../common";
import { loginResult } from "./user";

/** What WeChat's token endpoint answered the portal; the service asks WeChat itself whose account it is. */
export const wechatGrant = z.object({
  accessToken: z.string("validation.required").min(1, "validation.required").max(512, "validation.tooLong"),
  openid: z.string("validation.required").min(1, "validation.required").max(128, "validation.tooLong"),
});
export type WechatGrant = z.infer<typeof wechatGrant>;

export const wechatLoginInput = wechatGrant.extend({
  companyId: z.number("validation.login.company").int().positive("validation.login.company").max(maxId, "validation.login.company").optional(),
});

export const wechatStatus = z.object({ bound: z.boolean(), boundAt: z.string().nullable() });
export type WechatStatus = z.infer<typeof wechatStatus>;

const ops = serviceOps("base-data");
export const wechatOps = {
  login: ops.post("/user/auth/wechatLogin", { summary: "Sign in with a bound WeChat account; the same answer as userLogin", body: wechatLoginInput, response: loginResult }),
  status: ops.get("/user/wechat", { summary: "Whether the caller has a WeChat account bound", response: wechatStatus }),
  bind: ops.post("/user/wechat/bind", { summary: "Bind the caller to the WeChat account of the grant; one WeChat account binds to one user", body: wechatGrant, response: wechatStatus }),
  unbind: ops.post("/user/wechat/unbind", { summary: "Remove the caller's WeChat binding", response: wechatStatus }),
};
