"use client";

import { lazy } from "react";
import { useTranslations } from "next-intl";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";
import { CountBadge } from "@/components/shell/count-badge";
import { ShellIcon } from "@/components/shell/shell-icon";
import { useUnread } from "@/lib/client/inbox";

const load = () => import("./bell-dropdown");
const BellDropdown = lazy(load);

/** The top bar's bell: the unread count, live; its dropdown (the latest ten) loads on first use. */
export function NotificationBell() {
  const t = useTranslations("notification");
  const unread = useUnread();
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread ? t("bell.unread", { count: unread }) : t("bell.label")}
      data-testid="notification-bell"
      data-unread={unread ?? ""}
    >
      <ShellIcon name="bell" />
      {!!unread && <CountBadge count={unread} testId="notification-badge" />}
    </Button>
  );
  return <FirstUse trigger={trigger} preload={load} menu={(tr, ref) => <BellDropdown trigger={tr} contentRef={ref} />} />;
}
