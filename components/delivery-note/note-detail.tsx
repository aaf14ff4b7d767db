"use client";

import { useState } from "react";
import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Printer } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { callOp, RequestError } from "@/lib/client/request";
import { useDetail } from "@/lib/client/use-resource";
import { deliveryNoteHeader as header, deliveryNoteOps, type NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { BackLink } from "@/components/common/back-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { NoteTables } from "./note-tables";
import { ReceiptForm } from "./receipt-form";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { renderValue } from "@/components/data-table/render-value";

/** One delivery note: header, details, picks; approve / unapprove / upload / delete, each asked first; the customer's receipt. */
export function NoteDetailView({ id, initial }: { id: number; initial: NoteDetail | null }) {
  const t = useTranslations();
  const router = useRouter();
  const [version, setVersion] = useState(0);
  const { data: n, error } = useDetail(deliveryNoteOps.get, id, initial, version);
  const reload = () => setVersion((v) => v + 1);
  const confirmed = useConfirmedAction(reload);
  if (error && !n) return <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-destructive">{error}</p>;
  if (!n) return <Skeleton className="h-96 w-full" />;
  const act = (kind: "approve" | "unapprove" | "upload" | "delete", done: string) => confirmed.ask({
    title: t(`deliveryNote.${kind}`),
    body: t(`deliveryNote.confirm${kind[0]!.toUpperCase()}${kind.slice(1)}`, { deliveryNo: n.deliveryNo }),
    action: t(`deliveryNote.${kind}`),
    destructive: kind === "delete",
    run: async () => {
      try {
        if (kind === "delete") await callOp(deliveryNoteOps.remove, { params: { id } });
        else await callOp(deliveryNoteOps[kind], { params: { id } });
      } catch (err) {
        if (kind === "upload" && err instanceof RequestError) toast.error(t("deliveryNote.uploadFailed", { reason: err.message }));
        throw err;
      }
      toast.success(t(done));
      if (kind === "delete") router.push("/delivery/note");
    },
  });
  const approved = n.approvalStatus === "approved";
  const uploaded = n.uploadStatus === "uploaded";
  return (
    <div className="grid gap-4" data-testid="note-detail">
      <div className="flex flex-wrap items-center gap-2">
        <BackLink href="/delivery/note" label={t("deliveryNote.back")} />
        <h2 className="text-lg font-semibold" data-testid="delivery-no">{n.deliveryNo}</h2>
        <Badge variant={approved ? "success" : "warning"} data-testid="approval-status">{t(enumCaption("approvalStatus", n.approvalStatus))}</Badge>
        <Badge variant={uploaded ? "success" : "outline"} data-testid="upload-status">{t(enumCaption("uploadStatus", n.uploadStatus))}</Badge>
        <div className="ml-auto flex flex-wrap gap-2">
          <RequireRights anyOf={[rights.deliveryNote.approve]}>
            <Button size="sm" disabled={approved} onClick={() => act("approve", "deliveryNote.approved")} data-testid="approve">{t("deliveryNote.approve")}</Button>
          </RequireRights>
          <RequireRights anyOf={[rights.deliveryNote.unapprove]}>
            <Button size="sm" variant="outline" disabled={!approved || uploaded} onClick={() => act("unapprove", "deliveryNote.unapproved")} data-testid="unapprove">{t("deliveryNote.unapprove")}</Button>
          </RequireRights>
          <RequireRights anyOf={[rights.deliveryNote.upload]}>
            <Button size="sm" variant="outline" disabled={!approved || uploaded} onClick={() => act("upload", "deliveryNote.uploaded")} data-testid="upload">{t("deliveryNote.upload")}</Button>
          </RequireRights>
          <RequireRights anyOf={[rights.deliveryNote.delete]}>
            <Button size="sm" variant="destructive" disabled={approved} onClick={() => act("delete", "deliveryNote.deleted")} data-testid="delete">{t("deliveryNote.delete")}</Button>
          </RequireRights>
          <RequireRights anyOf={[rights.deliveryNote.print]}>
            <Link href={`/baseInfoPrint/PrintDeliverOrder?id=${n.id}`} className={buttonVariants({ size: "sm", variant: "outline" })} data-testid="print-one">
              <Printer aria-hidden="true" />{t("deliveryNote.print")}
            </Link>
          </RequireRights>
        </div>
      </div>
      {approved && <p className="text-sm text-muted-foreground">{t("deliveryNote.readOnly")}</p>}
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4 text-sm shadow-sm sm:grid-cols-2 lg:grid-cols-3">
        {header.detail.map((f) => (
          <div key={f} className="flex gap-2">
            <dt className="shrink-0 text-muted-foreground">{t(header.caption(f))}:</dt>
            <dd className="min-w-0 break-words">{renderValue(t, header.columns[f], n[f]) || "—"}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-lg border border-border bg-card p-4 shadow-sm"><NoteTables note={n} /></section>
      <section id="receipt" className="rounded-lg border border-border bg-card p-4 shadow-sm">
        <h2 className="mb-2 font-medium">{t("deliveryNote.receipt")}</h2>
        {uploaded ? <ReceiptForm note={n} onSaved={reload} /> : <p className="text-sm text-muted-foreground">{t("deliveryNote.receiptPending")}</p>}
      </section>
      <ConversationSection kind="delivery_note" documentId={n.id} lines={n.lines.map((l) => ({ id: l.id, label: `${l.lineNo} · ${l.orderNo} · ${l.productCode}` }))} />
      {confirmed.dialog}
    </div>
  );
}
