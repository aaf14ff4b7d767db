import { bindWechat } from "./bind";
import { wechatLogin } from "./login";
import { wechatStatus } from "./status";
import { unbindWechat } from "./unbind";

export const wechatRoutes = [wechatLogin, wechatStatus, bindWechat, unbindWechat];
