"use client";

import { useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { BookAnswer, ReceivingNotice, ScanAnswer, TallyState } from "@/lib/contracts/erp-purchase/receiving-scan";
import { callOp } from "@/lib/client/request";
import { formatQuantity } from "@/lib/quantity-format";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { ReceivingScanParts } from "./parts";

const stateTone: Record<TallyState, BadgeVariant> = { untouched: "secondary", short: "warning", complete: "success", over: "destructive" };

/** The device's own id, kept in this browser: a resend of its scan counts once. */
function deviceId(): string {
  const key = "receiving-scan-device";
  let id = localStorage.getItem(key);
  if (!id) localStorage.setItem(key, (id = crypto.randomUUID()));
  return id;
}

/** A short tone and a buzz where the device has them: one for accepted, a lower double one for a refusal. */
function signal(ok: boolean) {
  navigator.vibrate?.(ok ? 60 : [120, 60, 120]);
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    osc.frequency.value = ok ? 1200 : 300;
    osc.connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + (ok ? 0.08 : 0.3));
    osc.onended = () => void ctx.close();
  } catch {
    // no audio output: the colour and the line still tell
  }
}

/**
 * Receiving at the dock: open an ASN by its number or by scanning any carton of it, then scan (a wedge scanner
 * types the code and Enter into the focused field, or the code is typed by hand). Each scan answers at once;
 * the tally follows; the receipt is booked from what was scanned.
 */
export function ReceivingScan({ parts }: { parts: ReceivingScanParts }) {
  const t = useTranslations("receivingScan");
  const locale = useLocale();
  const [notice, setNotice] = useState<ReceivingNotice | null>(null);
  const [noticeNo, setNoticeNo] = useState("");
  const [code, setCode] = useState("");
  const [last, setLast] = useState<ScanAnswer | null>(null);
  const [booked, setBooked] = useState<BookAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const qty = (v: string) => formatQuantity(v, locale);

  const refresh = async (id: number) => setNotice(await callOp(parts.detail, { params: { id } }));

  const open = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!noticeNo.trim()) return;
    try {
      setNotice(await callOp(parts.find, { query: { noticeNo: noticeNo.trim() } }));
      setLast(null);
      setBooked(null);
      codeField.current?.focus();
    } catch {
      // the answer's message is shown as a toast
    }
  };

  const scan = async (e: React.FormEvent) => {
    e.preventDefault();
    const scanned = code.trim();
    if (!scanned) return;
    setCode("");
    try {
      const answer = await callOp(parts.scan, { body: { noticeId: notice?.notice.id, code: scanned, deviceId: deviceId(), clientScanId: crypto.randomUUID() } });
      setLast(answer);
      signal(answer.verdict === "accepted");
      const id = notice?.notice.id ?? (answer.verdict === "accepted" ? answer.notice?.id : undefined);
      if (id !== undefined) await refresh(id);
    } catch {
      signal(false);
    } finally {
      codeField.current?.focus();
    }
  };

  const book = async () => {
    if (!notice) return;
    setBusy(true);
    try {
      setBooked(await callOp(parts.book, { params: { id: notice.notice.id }, body: {} }));
      await refresh(notice.notice.id);
    } catch {
      // the answer's message is shown as a toast
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <h1 className="text-lg font-semibold">{t("title")}</h1>
      {!notice && (
        <form onSubmit={open} className="grid gap-2 rounded-lg border border-border bg-card p-4">
          <label htmlFor="receiving-notice-no" className="text-sm font-medium">{t("noticeNo")}</label>
          <div className="flex gap-2">
            <Input id="receiving-notice-no" value={noticeNo} onChange={(e) => setNoticeNo(e.target.value)} className="h-12 text-base" autoComplete="off" />
            <Button type="submit" className="h-12 px-5">{t("open")}</Button>
          </div>
          <p className="text-sm text-muted-foreground">{t("orScan")}</p>
        </form>
      )}
      <form onSubmit={scan} className="grid gap-2 rounded-lg border border-border bg-card p-4">
        <label htmlFor="receiving-code" className="text-sm font-medium">{t("code")}</label>
        <div className="flex gap-2">
          <Input
            id="receiving-code" ref={codeField} value={code} onChange={(e) => setCode(e.target.value)} autoFocus autoComplete="off"
            autoCapitalize="characters" enterKeyHint="go" className="h-12 font-mono text-base"
          />
          <Button type="submit" className="h-12 px-5">{t("enter")}</Button>
        </div>
        <p role="status" aria-live="polite" data-verdict={last?.verdict ?? ""}
          className={last ? `rounded-md px-3 py-3 text-base font-medium ${last.verdict === "accepted" ? "bg-emerald-800 text-white" : "bg-red-800 text-white"}` : "sr-only"}>
          {last?.message ?? ""}
        </p>
      </form>
      {notice && (
        <section aria-labelledby="receiving-tally" className="grid gap-3 rounded-lg border border-border bg-card p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="receiving-tally" className="text-base font-semibold">{t("tally", { noticeNo: notice.notice.noticeNo })}</h2>
            <span className="text-sm">{notice.notice.venno} {notice.notice.venname}</span>
          </div>
          <ul className="grid gap-2">
            {notice.lines.map((l) => (
              <li key={l.noticeLineId} data-line={l.lineNo} className="grid gap-1 rounded-md border border-border p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{t("line", { lineNo: l.lineNo })} · {l.itemno}</span>
                  <Badge variant={stateTone[l.state]}>{t(`states.${l.state}`)}</Badge>
                </div>
                <span className="text-sm">{l.itemname}</span>
                <span className="text-sm">
                  {t("counts", { cartons: l.cartonsScanned, cartonsSent: l.cartonsSent, quantity: qty(l.scannedQty), sent: qty(l.sentQty) })}
                </span>
              </li>
            ))}
          </ul>
          {notice.receipt ? (
            <p role="status" className="text-sm font-medium">
              {booked && !booked.booked ? t("nothingMore", { recno: notice.receipt.recno }) : t("booked", { recno: notice.receipt.recno })}
              {booked && booked.overCartons > 0 ? ` ${t("over", { count: booked.overCartons })}` : ""}
            </p>
          ) : (
            <Button type="button" className="h-12" onClick={() => setConfirming(true)}>{t("book")}</Button>
          )}
        </section>
      )}
      <AlertDialog open={confirming} onOpenChange={(o) => !busy && setConfirming(o)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("confirmBody", { noticeNo: notice?.notice.noticeNo ?? "" })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction disabled={busy} onClick={(e) => { e.preventDefault(); void book(); }}>{t("book")}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
