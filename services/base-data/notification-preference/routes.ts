import type { AnyRoute } from "@/services/core/route";
import { failedEmails } from "./failed-emails";
import { myPreferences, savePreferences } from "./mine";
import { unsubscribe, unsubscribeInfo } from "./unsubscribe";

/**
 * Every signed-in user's own notification settings (no right needed, nobody reaches another's); the signed
 * unsubscribe link, which needs no sign-in; and the admins' view of mails that could not be sent.
 */
export const notificationPreferenceRoutes: AnyRoute[] = [myPreferences, savePreferences, unsubscribeInfo, unsubscribe, failedEmails];
