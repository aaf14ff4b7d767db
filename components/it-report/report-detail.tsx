"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { itReportNext, itReportOps, type ItReportDetail } from "@/lib/contracts/base-data/it-report";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { callOp } from "@/lib/client/request";
import { Textarea } from "@/components/common/textarea";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/** One report: its steps and comments in order, the screenshots; a comment box; IT's next step with its comment. */
export function ItReportDetailView({ id, desk, onChanged }: { id: number; desk: boolean; onChanged: () => void }) {
  const t = useTranslations();
  const format = useFormatter();
  const [report, setReport] = useState<ItReportDetail | null>(null);
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    callOp(itReportOps.detail, { params: { id } }).then((r) => live && setReport(r), () => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  if (!report) return <p role="status" className="text-sm text-muted-foreground">{t("common.loading")}</p>;
  const next = itReportNext[report.status];
  const act = async (run: () => Promise<ItReportDetail>, message: string) => {
    setBusy(true);
    try {
      setReport(await run());
      setComment("");
      toast.success(t(message));
      onChanged();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4" data-testid="it-report-detail">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge data-testid="it-status">{t(enumCaption("itReportStatus", report.status))}</Badge>
        <span>{t(enumCaption("itReportCategory", report.category))}</span>
        <span className="text-muted-foreground">· {t(enumCaption("itReportUrgency", report.urgency))} · {report.reporter} · {report.contact}</span>
      </div>
      <p className="text-sm whitespace-pre-wrap">{report.description}</p>
      {report.screenshots.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {report.screenshots.map((src) => (
            <a key={src} href={src} target="_blank" rel="noopener noreferrer">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private, auth-checked upload */}
              <img src={src} alt="" className="size-24 rounded border border-border object-cover" />
            </a>
          ))}
        </div>
      )}
      <section>
        <h3 className="mb-2 text-sm font-semibold">{t("itReport.history")}</h3>
        <ol className="space-y-2 border-l border-border pl-4" data-testid="it-events">
          {report.events.map((e, i) => (
            <li key={i} className="text-sm">
              <span className="text-xs text-muted-foreground">{format.dateTime(new Date(e.at), { dateStyle: "short", timeStyle: "short" })} · {e.user}</span>
              <p className="font-medium">{e.to ? t(enumCaption("itReportStatus", e.to)) : i === 0 ? t("itReport.reported") : t("itReport.commented")}</p>
              {e.comment && <p className="whitespace-pre-wrap">{e.comment}</p>}
            </li>
          ))}
        </ol>
      </section>
      {report.status !== "closed" && (
        <div className="space-y-2">
          <label htmlFor="it-comment" className="text-sm font-medium">{desk && next ? t("itReport.stepComment") : t("itReport.fields.comment")}</label>
          <Textarea id="it-comment" value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} rows={3} data-testid="it-comment" />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy || !comment.trim()} onClick={() => act(() => callOp(itReportOps.comment, { params: { id }, body: { comment } }), "itReport.commentAdded")}>
              {t("itReport.addComment")}
            </Button>
            {desk && next && (
              <Button disabled={busy || !comment.trim()} data-testid="it-advance"
                onClick={() => act(() => callOp(itReportOps.advance, { params: { id }, body: { to: next, comment } }), "itReport.advanced")}>
                {t(`itReport.advance.${next}`)}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
