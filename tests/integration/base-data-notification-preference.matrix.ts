import type { Matrix } from "../helpers/matrix";

/**
 * Every caller's own notification settings: no right, any tenant, each reads and saves only its own. The
 * unsubscribe link needs no session (its signature is the credential): a link not signed here answers 404.
 * Undelivered mails are for admins alone: supplier accounts are refused by the audience, staff by the handler.
 */
const own = { answers: { sup1001: 200, subNoRight: 200, internalNoRight: 200 }, outsider: { sup1002: 200 } };
const forged = "/notification-preference/unsubscribe?token=1.password_changed.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export const notificationPreferenceMatrix: Matrix = {
  "get /notification-preference": { rights: [], kind: "dashboard", ...own, target: async () => ({ path: "/notification-preference" }) },
  "put /notification-preference": {
    rights: [], kind: "write", ...own,
    target: async () => ({ path: "/notification-preference", body: { preferences: [{ type: "notice_published", mode: "in_app" }] } }),
  },
  "get /notification-preference/unsubscribe": { public: 404, target: async () => ({ path: forged }) },
  "post /notification-preference/unsubscribe": { public: 404, target: async () => ({ path: forged }) },
  "get /notification-preference/failed-emails": {
    rights: [], kind: "dashboard", deny: ["internalNoRight"], outsider: { sup1002: 403 },
    target: async () => ({ path: "/notification-preference/failed-emails" }),
  },
};
