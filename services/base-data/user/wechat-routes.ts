import { bindWechat } from "./wechat-bind";
import { wechatLogin } from "./wechat-login";
import { wechatStatus } from "./wechat-status";
import { unbindWechat } from "./wechat-unbind";

export const wechatRoutes = [wechatLogin, wechatStatus, bindWechat, unbindWechat];
