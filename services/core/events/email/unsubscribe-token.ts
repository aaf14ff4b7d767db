import { createHmac, timingSafeEqual } from "node:crypto";
import { notificationTypes, type NotificationType } from "@/lib/contracts/base-data/notification";
import { sessionSecret } from "@/lib/session/secret";

/** What an unsubscribe link stops: one type's mails, or the daily digest (every type the user has in it). */
export type UnsubscribeScope = NotificationType | "digest";

const sign = (userId: number, scope: string) =>
  createHmac("sha256", sessionSecret()).update(`unsubscribe\u0000${userId}\u0000${scope}`).digest("base64url");

/** The credential of a one-click unsubscribe link: the user and what to stop, signed with the server's secret. */
export const unsubscribeToken = (userId: number, scope: UnsubscribeScope): string => `${userId}.${scope}.${sign(userId, scope)}`;

/** The user and scope a token names, or null when it was not signed here. */
export function readUnsubscribeToken(token: string): { userId: number; scope: UnsubscribeScope } | null {
  const m = /^(\d{1,12})\.([a-z_]{1,60})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || (m[2] !== "digest" && !(notificationTypes as readonly string[]).includes(m[2]!))) return null;
  const userId = Number(m[1]);
  const want = Buffer.from(sign(userId, m[2]!));
  const got = Buffer.from(m[3]!);
  return want.length === got.length && timingSafeEqual(want, got) ? { userId, scope: m[2] as UnsubscribeScope } : null;
}
