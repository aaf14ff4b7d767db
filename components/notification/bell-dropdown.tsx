"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import type { ContentRef } from "@/components/common/first-use";
import { Link } from "@/components/common/link";
import { ZonedTime } from "@/components/common/zoned-time";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { NotificationRow } from "@/lib/contracts/base-data/notification";
import { request } from "@/lib/client/request";
import { useInboxVersion } from "@/lib/client/inbox";
import { entityHref } from "@/lib/notification/href";
import { markAllRead, markRead } from "./mark";

/** The bell's dropdown, loaded on first use (bell.tsx): the latest ten, read again whenever the inbox changes. */
export default function BellDropdown({ trigger, contentRef }: { trigger: React.ReactElement; contentRef: ContentRef }) {
  const t = useTranslations("notification");
  const [open, setOpen] = useState(true);
  const [rows, setRows] = useState<NotificationRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const version = useInboxVersion();
  useEffect(() => {
    if (!open) return;
    const ctl = new AbortController();
    request<{ rows: NotificationRow[] }>("base-data", "/notification", { query: { limit: 10 }, signal: ctl.signal })
      .then((d) => {
        setRows(d.rows);
        setFailed(false);
      })
      .catch(() => !ctl.signal.aborted && setFailed(true));
    return () => ctl.abort();
  }, [open, version]);
  const unread = rows?.some((r) => !r.read) ?? false;
  return (
    <DropdownMenu defaultOpen onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0" ref={contentRef} data-testid="notification-dropdown">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm">{t("title")}</DropdownMenuLabel>
          <Button variant="link" size="sm" className="h-auto p-0 text-xs" disabled={!unread} onClick={() => void markAllRead()} data-testid="notification-read-all">
            {t("markAllRead")}
          </Button>
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-[60vh] overflow-y-auto py-1">
          {failed ? (
            <p className="px-3 py-6 text-center text-sm text-destructive">{t("loadFailed")}</p>
          ) : !rows ? (
            <div className="flex flex-col gap-2 px-3 py-2" aria-busy="true">
              {[0, 1, 2].map((i) => <Skeleton key={i} className="h-10 w-full" />)}
            </div>
          ) : rows.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground" data-testid="notification-empty">{t("empty")}</p>
          ) : (
            rows.map((r) => (
              <DropdownMenuItem key={r.id} asChild className="items-start px-3 py-2" onSelect={() => !r.read && void markRead(r.id)}>
                <Link href={entityHref(r.entity, r.entityId, r.no)} data-testid="notification-item" data-read={r.read}>
                  <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${r.read ? "bg-transparent" : "bg-primary"}`} />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className={`truncate text-sm ${r.read ? "" : "font-semibold"}`}>
                      {!r.read && <span className="sr-only">{t("unreadMark")} </span>}
                      {r.title}
                    </span>
                    <span className="line-clamp-2 text-xs text-muted-foreground">{r.body}</span>
                    <span className="text-xs text-muted-foreground"><ZonedTime value={r.createdAt} /></span>
                  </span>
                </Link>
              </DropdownMenuItem>
            ))
          )}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="grid grid-cols-2">
          <DropdownMenuItem asChild className="justify-center px-3 py-2 text-sm text-primary">
            <Link href="/notifications" data-testid="notification-see-all">{t("seeAll")}</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild className="justify-center px-3 py-2 text-sm text-muted-foreground">
            <Link href="/profile/notifications" data-testid="notification-settings">{t("settings")}</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
