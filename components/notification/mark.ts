import { request } from "@/lib/client/request";

/** Marks read; the open bells and lists of this user, on every instance, hear of it through the stream. */
export const markRead = (id: number) => request<unknown>("base-data", `/notification/${id}/read`, { method: "POST" });
export const markAllRead = () => request<{ marked: number }>("base-data", "/notification/read-all", { method: "POST" });
