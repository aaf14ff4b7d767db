"use client";

import { useState } from "react";
import { Link } from "@/components/common/link";
import { useLocale, useTranslations } from "next-intl";
import { Paperclip } from "lucide-react";
import { cancelInput, priceInquiryList, priceInquiryOps, type InquiryDetail } from "@/lib/contracts/erp-purchase/price-inquiry";
import { callOp } from "@/lib/client/request";
import { useDetail } from "@/lib/client/use-resource";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { EnumValue } from "@/components/data-table/render-value";
import { ZonedTime } from "@/components/common/zoned-time";
import { formatDecimal } from "@/components/common/format";
import { ConfirmAction } from "@/components/common/confirm-action";
import { Button, buttonVariants } from "@/components/ui/button";
import { RejectDialog } from "@/components/common/reject-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { InquiryComparison } from "./comparison";

type Pending = "release" | "cancel" | null;

/** The inquiry's conversations: one with each invited supplier (sealed: none reads another's), picked by supplier. */
function InquiryConversations({ data }: { data: InquiryDetail }) {
  const tp = useTranslations("priceInquiry");
  const [invitationId, setInvitationId] = useState(data.suppliers[0]?.invitationId ?? null);
  if (invitationId === null) return null;
  return (
    <ConversationSection
      kind="price_inquiry"
      documentId={invitationId}
      lines={data.lines.map((l) => ({ id: l.id, label: `${l.lineNo} · ${l.itemno}` }))}
      choose={
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{tp("conversationWith")}</span>
          <select className="h-8 rounded-md border bg-background px-2 text-sm" value={invitationId} onChange={(e) => setInvitationId(Number(e.target.value))}
            data-testid="conversation-supplier">
            {data.suppliers.map((s) => <option key={s.invitationId} value={s.invitationId}>{s.venNo} {s.name}</option>)}
          </select>
        </label>
      }
    />
  );
}

/** One inquiry for its buyer: what was asked of whom, its state, and the actions its state allows. */
export function InquiryDetailView({ id, initial }: { id: number; initial: InquiryDetail | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const tp = useTranslations("priceInquiry");
  const [version, setVersion] = useState(0);
  const { data } = useDetail(priceInquiryOps.detail, id, initial, version);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => setVersion((v) => v + 1);
  if (!data) return <Skeleton className="h-64 w-full" aria-label={t("common.loading")} />;

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      toast.success(tp(done));
      setConfirm(null);
      reload();
    } catch {
      // the request helper has shown the refusal
    } finally {
      setBusy(false);
    }
  };
  const status = priceInquiryList.columns.status;

  return (
    <div className="flex flex-col gap-5" data-testid="inquiry-detail">
      <div className="flex flex-wrap items-center gap-3">
        <EnumValue t={t} decl={status} value={data.status} />
        <span className="text-sm">{tp("deadline")}: <ZonedTime value={data.quoteDeadline} named /></span>
        <span className="text-sm text-muted-foreground">{data.currency}</span>
        <div className="ml-auto flex flex-wrap gap-2">
          {data.status === "draft" && (
            <>
              <RequireRights anyOf={[rights.priceInquiry.edit]}>
                <Link href={`/purchase/inquiry/${id}/edit`} className={buttonVariants({ variant: "outline", size: "sm" })}>{tp("edit")}</Link>
              </RequireRights>
              <RequireRights anyOf={[rights.priceInquiry.release]}>
                <Button size="sm" onClick={() => setConfirm("release")} data-testid="inquiry-release">{tp("release")}</Button>
              </RequireRights>
            </>
          )}
          {!["awarded", "cancelled"].includes(data.status) && (
            <RequireRights anyOf={[rights.priceInquiry.cancel]}>
              <Button variant="outline" size="sm" onClick={() => setConfirm("cancel")} data-testid="inquiry-cancel">{tp("cancelAction")}</Button>
            </RequireRights>
          )}
        </div>
      </div>
      {data.cancelReason && <p className="text-sm text-destructive">{tp("cancelledBecause", { reason: data.cancelReason })}</p>}
      {data.terms && <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-3 text-sm">{data.terms}</p>}

      <section aria-labelledby="inq-lines">
        <h2 id="inq-lines" className="mb-2 text-sm font-semibold">{tp("lines")}</h2>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>{["itemno", "itemdesc", "specs", "qty", "requiredDate"].map((k) => <th key={k} className="px-3 py-2 font-medium">{tp(k)}</th>)}<th className="px-3 py-2 font-medium">{tp("award")}</th></tr>
            </thead>
            <tbody>
              {data.lines.map((l) => (
                <tr key={l.id} className="border-t">
                  <td className="px-3 py-2 font-mono">{l.itemno}</td><td className="px-3 py-2">{l.itemdesc}</td><td className="px-3 py-2">{l.specs}</td>
                  <td className="px-3 py-2 tabular-nums">{formatDecimal(l.qty, locale)} {l.unit}</td><td className="px-3 py-2">{l.requiredDate}</td>
                  <td className="px-3 py-2">{l.awardedVenNo ? tp("awardedTo", { venNo: l.awardedVenNo, price: l.awardedPrice ?? "" }) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="inq-suppliers" className="grid gap-4 md:grid-cols-2">
        <div>
          <h2 id="inq-suppliers" className="mb-2 text-sm font-semibold">{tp("suppliers")}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {data.suppliers.map((s) => (
              <li key={s.id} className="flex justify-between gap-2 rounded border px-2 py-1" data-testid="invited-supplier">
                <span><span className="font-mono">{s.venNo}</span> {s.name}</span>
                <span className="text-muted-foreground">{tp("quotedLines", { count: s.quotedLines, total: data.lines.length })}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-2 text-sm font-semibold">{tp("attachments")}</h2>
          {data.files.length === 0 ? <p className="text-sm text-muted-foreground">{tp("noFiles")}</p> : (
            <ul className="flex flex-col gap-1 text-sm">
              {data.files.map((f) => (
                <li key={f.id}><a className="inline-flex items-center gap-1 text-primary hover:underline" href={`/api/erp-purchase/price-inquiry/file/${f.id}`} target="_blank" rel="noreferrer">
                  <Paperclip className="size-4" aria-hidden="true" />{f.name}</a></li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {data.status !== "draft" && data.status !== "cancelled" && <InquiryComparison inquiry={data} onAwarded={reload} />}
      <InquiryConversations data={data} />

      <ConfirmAction
        open={confirm === "release"}
        title={tp("release")}
        body={tp("releaseConfirm", { inquiryNo: data.inquiryNo, count: data.suppliers.length })}
        action={tp("release")}
        busy={busy}
        onConfirm={() => void act(() => callOp(priceInquiryOps.release, { params: { id } }), "released")}
        onClose={() => setConfirm(null)}
      />
      <RejectDialog
        namespace="priceInquiry"
        schema={cancelInput}
        labels={confirm === "cancel" ? [tp("cancelConfirm", { inquiryNo: data.inquiryNo })] : null}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onSubmit={(reason) => act(() => callOp(priceInquiryOps.cancel, { params: { id }, body: { reason } }), "cancelled")}
      />
    </div>
  );
}
