"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CheckCheck } from "lucide-react";
import { Link } from "@/components/common/link";
import { EnumFilter } from "@/components/common/filter-fields";
import { ListFilterBar, SelectFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import type { NotificationRow } from "@/lib/contracts/base-data/notification";
import { notificationTypeValues } from "@/lib/contracts/base-data/notification-values";
import { columnCaption } from "@/lib/contracts/kit/captions";
import { useInboxVersion } from "@/lib/client/inbox";
import { entityHref } from "@/lib/notification/href";
import { markAllRead, markRead } from "./mark";

type Filters = { read?: boolean; type?: string };

function NotificationFilters({ codec, state, onApply }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <SelectFilter
        label={t("notification.filters.state")}
        name="read"
        options={[{ value: "false", label: t("notification.filters.unread") }, { value: "true", label: t("notification.filters.read") }]}
      />
      <EnumFilter label={t(columnCaption("notification", "type"))} name="type" enumName="notificationType" values={notificationTypeValues} className="w-56" />
    </ListFilterBar>
  );
}

/**
 * /notifications: the caller's inbox on the list kit (read and type filters in the URL). A title opens its
 * document and marks it read; the list reads itself again whenever the inbox changes, here or on another instance.
 */
export function NotificationList({ userNo, initial, state, codec, view }: { userNo: string } & ParsedList<NotificationRow, Filters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<NotificationRow, Filters>({ initial, state, codec, view }, { refreshKey: useInboxVersion() });
  const open = (r: NotificationRow) => {
    if (!r.read) void markRead(r.id);
    router.push(entityHref(r.entity, r.entityId, r.no));
  };
  const columns = declaredColumns<NotificationRow>(declaredOf(view), t, {
    cells: {
      title: (r) => (
        <Link
          href={entityHref(r.entity, r.entityId, r.no)}
          onClick={() => !r.read && void markRead(r.id)}
          className={`text-primary underline-offset-2 hover:underline ${r.read ? "" : "font-semibold"}`}
          data-testid="notification-link"
          data-read={r.read}
        >
          {r.title}
        </Link>
      ),
    },
  });
  return (
    <ListView
      decl={view}
      list={list}
      userNo={userNo}
      columns={columns}
      filters={(p) => <NotificationFilters {...p} />}
      exportRight={false}
      onRowOpen={open}
      actions={
        <Button size="sm" variant="outline" onClick={() => void markAllRead()} data-testid="notification-page-read-all">
          <CheckCheck aria-hidden="true" />
          {t("notification.markAllRead")}
        </Button>
      }
    />
  );
}
