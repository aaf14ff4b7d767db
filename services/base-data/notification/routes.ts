import type { AnyRoute } from "@/services/core/route";
import { notificationListRoutes } from "./list";
import { notificationStream } from "./stream";
import { markAllNotificationsRead, markNotificationRead, unreadNotificationCount } from "./read";

/** Every signed-in user's own inbox: no right is needed, and nobody reaches another's. An inbox has no export. */
export const notificationRoutes: AnyRoute[] = [
  notificationListRoutes.list, unreadNotificationCount, notificationStream, markAllNotificationsRead, markNotificationRead,
];
