import { z } from "zod/mini";
import { serviceOps } from "../kit/operation";
import { notificationTypes } from "./notification";

/**
 * How a user hears of one event type. `in_app`: the inbox only (the default, when the user chose nothing);
 * `email`: the inbox and a mail at once; `digest`: the inbox and one mail a day at 08:00 business time listing
 * the day's events; `off`: nothing. Security types cannot be `off`.
 */
export const notificationModes = ["in_app", "email", "digest", "off"] as const;
export type NotificationMode = (typeof notificationModes)[number];
export const defaultNotificationMode: NotificationMode = "in_app";

/** What a one-click unsubscribe leaves: the inbox keeps telling (security types included), the mails stop. */
export const unsubscribedMode: NotificationMode = "in_app";

const preference = z.object({
  type: z.enum(notificationTypes, "validation.invalid"),
  mode: z.enum(notificationModes, "validation.invalid"),
});

const address = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const preferencesInput = z.object({
  /** Where the caller's mails go; "" removes it. Absent: unchanged. */
  email: z.optional(z.string().check(z.trim(), z.maxLength(120, "validation.tooLong"),
    z.refine((v) => v === "" || address.test(v), "notificationPreference.emailInvalid"))),
  preferences: z.array(preference).check(z.minLength(1, "validation.required"), z.maxLength(notificationTypes.length, "validation.invalid")),
});

const preferencesAnswer = z.object({
  /** Whether this server sends mail at all (SMTP_URL set); without it `email` and `digest` send nothing. */
  emailEnabled: z.boolean(),
  /** The caller's address for mails ("" when none). */
  email: z.string(),
  preferences: z.array(z.object({
    type: z.enum(notificationTypes),
    mode: z.enum(notificationModes),
    security: z.boolean(),
  })),
});
export type PreferencesAnswer = z.infer<typeof preferencesAnswer>;

export const emailDeliveryStatuses = ["pending", "sending", "sent", "failed", "skipped"] as const;

const unsubscribeQuery = z.object({ token: z.string().check(z.maxLength(400, "validation.invalid")) });
/** The types the link stops mailing: its own, or for a digest's link every type the user had in the digest. */
const unsubscribeAnswer = z.object({ digest: z.boolean(), types: z.array(z.enum(notificationTypes)), mode: z.enum(notificationModes) });

const ops = serviceOps("base-data");
export const notificationPreferenceOps = {
  mine: ops.get("/notification-preference", {
    summary: "The caller's mode for every event type (the default where none was chosen), and whether e-mail is on",
    response: preferencesAnswer,
  }),
  save: ops.put("/notification-preference", {
    summary: "Set the caller's modes of some event types; a security type cannot be turned off",
    body: preferencesInput,
    response: preferencesAnswer,
  }),
  unsubscribeInfo: ops.get("/notification-preference/unsubscribe", {
    summary: "What a signed unsubscribe link names (no sign-in: the signature is the credential)",
    query: unsubscribeQuery,
    response: unsubscribeAnswer,
  }),
  unsubscribe: ops.post("/notification-preference/unsubscribe", {
    summary: "One-click unsubscribe (RFC 8058): the link's type stops mailing its user; no sign-in",
    query: unsubscribeQuery,
    response: unsubscribeAnswer,
  }),
  failedEmails: ops.get("/notification-preference/failed-emails", {
    summary: "Admins: the latest mails given up after their last retry",
    response: z.object({
      rows: z.array(z.object({
        id: z.number().check(z.int()),
        userName: z.string(),
        email: z.string(),
        type: z.nullable(z.enum(notificationTypes)),
        digestDay: z.nullable(z.string()),
        attempts: z.number().check(z.int()),
        lastError: z.string(),
        updatedAt: z.string(),
      })),
    }),
  }),
};
