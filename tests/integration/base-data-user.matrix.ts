import type { Matrix } from "../helpers/matrix";

/**
 * The spec's own calls under /user (docs/requirements.md §7) and the sign-ins of the base-data matrix. The sign-ins
 * and the company list are public: the credential they verify is the check. The others act on the caller's own
 * account (no id of another's in the path); their bodies are refused as invalid, so no probe changes its account.
 */
const own = (code = 200) => ({ answers: { sup1001: code, subNoRight: code, internalNoRight: code }, outsider: { sup1002: code } });

export const userMatrix: Matrix = {
  "post /user/auth/userLogin": { public: 400, target: async () => ({ path: "/user/auth/userLogin", body: { userName: "", password: "" } }) },
  "post /user/logOut": { public: 200, target: async () => ({ path: "/user/logOut" }) },
  "get /user/auth/companyInfo": { public: 200, target: async () => ({ path: "/user/auth/companyInfo" }) },
  "post /user/auth/ssoLogin": { public: 400, target: async () => ({ path: "/user/auth/ssoLogin", body: {} }) },
  "post /user/auth/wechatLogin": { public: 400, target: async () => ({ path: "/user/auth/wechatLogin", body: {} }) },
  "get /user/userInfo": { rights: [], kind: "read", ...own(), target: async () => ({ path: "/user/userInfo" }) },
  "post /user/cutoverCompany": { rights: [], kind: "write", ...own(400), target: async () => ({ path: "/user/cutoverCompany", body: { companyId: 99999999999 } }) },
  "post /user/updatePassword": {
    rights: [], kind: "write", ...own(400),
    target: async () => ({ path: "/user/updatePassword", body: { oldPassword: "Demo@2026", newPassword: "short", confirmPassword: "other" } }),
  },
  "post /user/avatar/upload": { rights: [], kind: "write", ...own(400), target: async () => ({ path: "/user/avatar/upload?name=a.png", raw: new TextEncoder().encode("not an image") }) },
  "get /user/avatar/:fileId": { rights: [], kind: "read", ...own(404), target: async () => ({ path: "/user/avatar/00000000-0000-4000-8000-000000000000" }) },
  "put /user/profile": { rights: [], kind: "write", ...own(400), target: async () => ({ path: "/user/profile", body: { name: "" } }) },
  "get /user/wechat": { rights: [], kind: "read", ...own(), target: async () => ({ path: "/user/wechat" }) },
  "post /user/wechat/bind": { rights: [], kind: "write", ...own(400), target: async () => ({ path: "/user/wechat/bind", body: {} }) },
  "post /user/wechat/unbind": { rights: [], kind: "write", ...own(409), target: async () => ({ path: "/user/wechat/unbind" }) },
};
