"use client";

import { History, Pencil, Send, Trash2 } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/types";
import type { WebhookDeliveryRow, WebhookRow } from "@/lib/contracts/base-data/webhook";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowButtonsColumn, type RowButton } from "@/components/data-table/row-buttons-column";
import { Badge } from "@/components/ui/badge";

export type EndpointAction = "deliveries" | "edit" | "ping" | "delete";

/** The endpoint columns and their actions (deliveries, edit, a test send, delete), each behind its right. */
export function endpointColumns(t: Translate, view: ListView, chosen: number | null, act: (r: WebhookRow, a: EndpointAction) => void): ColumnDef<WebhookRow>[] {
  const fields = declaredColumns<WebhookRow>(declaredOf(view), t, {
    cells: {
      url: (r) => <code className={`text-sm break-all ${r.id === chosen ? "font-semibold" : ""}`} data-chosen={r.id === chosen}>{r.url}</code>,
      enabled: (r) => <Badge variant={r.enabled ? "success" : "destructive"}>{r.enabled ? t("webhook.enabled") : t("webhook.disabled")}</Badge>,
      failedDeliveries: (r) => (r.failedDeliveries > 0 ? <Badge variant="warning">{t("webhook.failedCount", { count: r.failedDeliveries })}</Badge> : "0"),
    },
  });
  const buttons: Array<RowButton<EndpointAction>> = [
    { key: "deliveries", right: rights.webhook.view, icon: <History aria-hidden="true" />, label: t("webhook.deliveries") },
    { key: "edit", right: rights.webhook.edit, icon: <Pencil aria-hidden="true" />, label: t("webhook.edit") },
    { key: "ping", right: rights.webhook.edit, icon: <Send aria-hidden="true" />, label: t("webhook.ping") },
    { key: "delete", right: rights.webhook.delete, icon: <Trash2 aria-hidden="true" />, label: t("webhook.delete") },
  ];
  return [...fields, rowButtonsColumn<WebhookRow, EndpointAction>(t, buttons, { act, name: (r) => r.url, testId: (a) => `webhook-${a}` })];
}

/** The delivery columns: the error and the first 1 KB of the answer in the error cell, a resend behind the edit right. */
export function deliveryColumns(t: Translate, view: ListView, resend: (r: WebhookDeliveryRow) => void): ColumnDef<WebhookDeliveryRow>[] {
  const fields = declaredColumns<WebhookDeliveryRow>(declaredOf(view), t, {
    title: ["createdAt", "status"],
    cells: {
      latencyMs: (r) => (r.latencyMs === null ? "" : t("webhook.ms", { ms: r.latencyMs })),
      error: (r) => (
        <div className="grid max-w-md gap-1 text-xs">
          {r.error && <span className="break-all text-destructive">{r.error}</span>}
          {r.responseBody && (
            <details>
              <summary className="cursor-pointer text-muted-foreground">{t("webhook.answer")}</summary>
              <pre className="mt-1 max-h-40 overflow-auto rounded bg-muted/50 p-2 break-all whitespace-pre-wrap">{r.responseBody}</pre>
            </details>
          )}
        </div>
      ),
    },
  });
  const buttons: Array<RowButton<"resend", WebhookDeliveryRow>> = [
    { key: "resend", right: rights.webhook.edit, icon: <Send aria-hidden="true" />, label: t("webhook.resend"), when: (r) => r.status !== "sending" },
  ];
  return [...fields, rowButtonsColumn<WebhookDeliveryRow, "resend">(t, buttons, { act: resend, name: (r) => `#${r.id}`, testId: () => "webhook-resend" })];
}
