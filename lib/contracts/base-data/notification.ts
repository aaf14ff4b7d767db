import { z } from "zod/mini";
import { idParam, queryBool } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { notificationTypeValues as notificationTypes } from "./notification-values";

export { notificationTypes };
export type NotificationType = (typeof notificationTypes)[number];

/** How a delivery reaches its recipient; one delivery per (event, recipient, channel). */
export const notificationChannels = ["in_app"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The caller's own in-app notifications, newest first; title and body in the caller's language. */
export const notificationList = defineList({
  service: "base-data",
  path: "/notification",
  namespace: "notification",
  summary: "The caller's own notifications",
  defaultSort: "-createdAt",
  columns: {
    createdAt: col.datetime(),
    type: col.enum("notificationType", notificationTypes),
    title: col.text({ sortable: false, width: 40 }),
    body: col.text({ sortable: false, width: 60 }),
    read: col.flag(),
    entity: col.text({ internal: true }),
    entityId: col.text({ internal: true }),
    /** The document's number, for a link to its list when it has no page of its own. */
    no: col.text({ internal: true }),
  },
  filters: {
    read: z.optional(queryBool),
    type: z.optional(z.enum(notificationTypes, "validation.invalid")),
  },
});
export type NotificationRow = z.infer<typeof notificationList.row>;

const ops = serviceOps("base-data");
export const notificationOps = {
  unreadCount: ops.get("/notification/unread-count", {
    summary: "How many of the caller's notifications are unread",
    response: z.object({ unread: z.number().check(z.int()) }),
  }),
  stream: ops.get("/notification/stream", {
    summary: "Server-Sent Events: `unread` with the caller's unread count, now and whenever their inbox changes",
    binary: "text/event-stream",
  }),
  markAllRead: ops.post("/notification/read-all", {
    summary: "Mark every notification of the caller read",
    response: z.object({ marked: z.number().check(z.int()) }),
  }),
  markRead: ops.post("/notification/:id/read", {
    summary: "Mark one of the caller's notifications read (another user's answers 404)",
    params: idParam,
    response: z.object({ id: z.number().check(z.int()), readAt: z.string() }),
  }),
};
