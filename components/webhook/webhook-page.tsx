"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import type { WebhookEndpoint, WebhookRow, webhookOps } from "@/lib/contracts/base-data/webhook";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import type { ListView as ListViewDecl } from "@/lib/contracts/kit/columns";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import type { TableShape } from "@/lib/table-state/codec";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { clientOnly, openedOnce } from "@/components/common/client-only";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { TextFilter, useListPage } from "@/components/data-table";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { endpointColumns, type EndpointAction } from "./columns";
import type { DeliveryLogProps } from "./delivery-log";

type Editable = Pick<WebhookEndpoint, "id" | "url" | "eventTypes" | "enabled">;
type Filters = { q?: string; enabled?: boolean };

// The dialogs and the delivery log (with the contract's schemas) load in the browser, when first needed.
const EndpointDialog = openedOnce<{ open: boolean; endpoint: Editable | null; onClose: () => void; onSaved: (secret: string | null) => void }>(
  async () => ({ default: (await import("./endpoint-dialog")).EndpointDialog }), (p) => p.open);
const SecretDialog = openedOnce<{ secret: string | null; onClose: () => void }>(
  async () => ({ default: (await import("./secret-dialog")).SecretDialog }), (p) => p.secret !== null);
const DeliveryLog = clientOnly<DeliveryLogProps>(async () => ({ default: (await import("./delivery-log")).DeliveryLog }), <Skeleton className="h-24" />);

export interface WebhookPageProps extends ParsedList<WebhookRow, Filters> {
  userNo: string;
  deliveries: { view: ListViewDecl; codec: TableShape };
  ops: { remove: OpAddress<typeof webhookOps.remove>; ping: OpAddress<typeof webhookOps.ping> };
}

const editable = (r: WebhookRow): Editable => ({ id: r.id, url: r.url, enabled: r.enabled, eventTypes: r.eventTypes.split(",").filter(Boolean) as NotificationType[] });

/** The caller's webhook endpoints (its supplier's, or the company's for an admin) on the list kit, and the delivery log of the one chosen. */
export function WebhookPage({ userNo, initial, state, codec, view, deliveries, ops }: WebhookPageProps) {
  const t = useTranslations();
  const list = useListPage<WebhookRow, Filters>({ initial, state, codec, view });
  const [editing, setEditing] = useState<Editable | "new" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sent, setSent] = useState(0);
  const canAdd = useHasRights([rights.webhook.add]);
  const reload = list.data.reload;
  const { ask, dialog } = useConfirmedAction(reload);
  const shown = list.rows.find((e) => e.id === chosen) ?? list.rows[0] ?? null;
  const ping = async (e: WebhookRow) => {
    try {
      const r = await callOp(ops.ping, { params: { id: e.id } });
      if (r.ok) toast.success(t("webhook.pingOk", { code: r.responseCode ?? 0, ms: r.latencyMs }));
      else toast.error(t("webhook.pingFailed", { error: r.error ?? String(r.responseCode) }));
    } catch {
      // the request layer has told the user
    } finally {
      setChosen(e.id);
      setSent((n) => n + 1);
    }
  };
  const act = (e: WebhookRow, a: EndpointAction) => {
    if (a === "deliveries") setChosen(e.id);
    else if (a === "edit") setEditing(editable(e));
    else if (a === "ping") void ping(e);
    else ask({ title: t("webhook.deleteTitle"), body: t("webhook.deleteBody", { url: e.url }), action: t("webhook.delete"), destructive: true,
      run: () => callOp(ops.remove, { params: { id: e.id } }) });
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("webhook.intro")}</p>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={endpointColumns(t, view, shown?.id ?? null, act)}
        filters={{ fields: { q: <TextFilter label={t("webhook.columns.url")} name="q" className="w-64" /> } }}
        exportRight={false}
        emptyText={t("webhook.empty")}
        onRowOpen={(e) => setChosen(e.id)}
        actions={canAdd && <Button type="button" size="sm" onClick={() => setEditing("new")} data-testid="webhook-new"><Plus aria-hidden="true" />{t("webhook.new")}</Button>}
      />
      {shown && <DeliveryLog key={shown.id} endpoint={shown} view={deliveries.view} codec={deliveries.codec} userNo={userNo} refreshKey={sent} />}
      <EndpointDialog
        key={editing === null || editing === "new" ? "new" : editing.id}
        open={editing !== null}
        endpoint={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(s) => { setEditing(null); setSecret(s); reload(); }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      {dialog}
    </div>
  );
}
