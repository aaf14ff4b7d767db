"use client";

import { useTranslations } from "next-intl";
import { RotateCw } from "lucide-react";
import { webhookOps, type WebhookDeliveryRow } from "@/lib/contracts/base-data/webhook";
import { notificationTypeValues } from "@/lib/contracts/base-data/notification-values";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView as ListViewDecl } from "@/lib/contracts/kit/columns";
import type { TableShape } from "@/lib/table-state/codec";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { EnumFilter } from "@/components/common/filter-fields";
import { DeclaredFilterBar } from "@/components/common/declared-filters";
import { useMemoryList } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { deliveryColumns } from "./columns";

type Filters = { endpointId?: number; status?: string; type?: string };

export interface DeliveryLogProps {
  endpoint: { id: number; url: string };
  view: ListViewDecl;
  codec: TableShape;
  userNo: string;
  /** A new value (a test just sent) reads the log again. */
  refreshKey: number;
}

/** An endpoint's deliveries on the list kit, newest first: status, answer code, latency, the answer's first 1 KB; one can be sent again. */
export function DeliveryLog({ endpoint, view, codec, userNo, refreshKey }: DeliveryLogProps) {
  const t = useTranslations();
  const list = useMemoryList<WebhookDeliveryRow, Filters>(codec, view.list, view.list.path, { filters: { endpointId: endpoint.id }, refreshKey });
  const resend = async (d: WebhookDeliveryRow) => {
    try {
      await callOp(webhookOps.resend, { params: { id: d.id } });
      toast.success(t("webhook.resent"));
      list.data.reload();
    } catch {
      // the request layer has told the user
    }
  };
  return (
    <section aria-labelledby="webhook-log-title" className="grid gap-2" data-testid="webhook-delivery-log">
      <h2 id="webhook-log-title" className="text-base font-semibold break-all">{t("webhook.logTitle", { url: endpoint.url })}</h2>
      <ListView
        decl={{ namespace: "webhook", list: view.list, export: view.export, filters: view.filters }}
        list={list}
        userNo={userNo}
        columns={deliveryColumns(t, view, (d) => void resend(d))}
        filters={(p) => (
          // the endpoint the log was opened for stays among the filters when they are applied
          <DeclaredFilterBar {...p} view={view} onApply={(f) => p.onApply({ ...f, endpointId: p.state.filters.endpointId })} fields={{
            type: <EnumFilter label={t(columnCaption("webhook", "type"))} name="type" enumName="notificationType" values={notificationTypeValues} className="w-56" />,
          }} />
        )}
        exportRight={false}
        emptyText={t("webhook.noDeliveries")}
        actions={
          <Button type="button" variant="outline" size="sm" onClick={list.data.reload} data-testid="webhook-log-refresh">
            <RotateCw aria-hidden="true" />{t("webhook.refresh")}
          </Button>
        }
      />
    </section>
  );
}
