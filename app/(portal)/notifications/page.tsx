import { requireUser } from "@/lib/portal/user";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageFrame } from "@/components/common/page-frame";
import { NotificationList } from "@/components/notification/notification-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { notificationList } from "@/lib/contracts/base-data/notification";

export const generateMetadata = () => fixedMetadata("/notifications");

/** Every signed-in user's own notifications: read and type filters, mark read, each a link to its document. */
export default async function NotificationsPage({ searchParams }: PageSearch) {
  const [user, title, parsed] = await Promise.all([requireUser(), fixedTitle("/notifications"), parsedListPage(notificationList, searchParams)]);
  return (
    <PageFrame title={title}>
      <NotificationList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
