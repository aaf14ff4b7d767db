"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { BookAnswer, ReceivingNotice, ScanAnswer, TallyState } from "@/lib/contracts/erp-purchase/receiving-scan";
import { callOp } from "@/lib/client/request";
import { formatQuantity } from "@/lib/number-format";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ReceivingScanParts } from "./parts";
import { clientOnly, openedOnce } from "@/components/common/client-only";

/** IndexedDB's queue and the service worker's registration: loaded when the clerk starts scanning, not with the page. */
const offline = () => import("./offline-queue");

/** The camera and its decoder are loaded when the clerk taps "Scan", not with the page. */
const Camera = clientOnly(() => import("./camera"));
const BookDialog = openedOnce(() => import("./book-dialog"), (p: { open: boolean }) => p.open);

/** Two clerks' tallies agree within this (issue 38: 2 s). */
const tallyPollMs = 1000;

const stateTone: Record<TallyState, BadgeVariant> = { untouched: "secondary", short: "warning", complete: "success", over: "destructive" };

/** The device's own id, kept in this browser: a resend of its scan counts once. */
function deviceId(): string {
  const key = "receiving-scan-device";
  let id = localStorage.getItem(key);
  if (!id) localStorage.setItem(key, (id = crypto.randomUUID()));
  return id;
}

type Tone = "ok" | "refused" | "waiting";
const tones: Record<Tone, { hz: number; s: number; buzz: number | number[] }> = {
  ok: { hz: 1200, s: 0.08, buzz: 60 },
  refused: { hz: 300, s: 0.3, buzz: [120, 60, 120] },
  waiting: { hz: 700, s: 0.15, buzz: [40, 40, 40] },
};

/** A short tone and a buzz where the device has them: high for accepted, low and long for a refusal, middle for kept offline. */
function signal(tone: Tone) {
  const { hz, s, buzz } = tones[tone];
  navigator.vibrate?.(buzz);
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    osc.frequency.value = hz;
    osc.connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + s);
    osc.onended = () => void ctx.close();
  } catch {
    // no audio output: the colour and the line still tell
  }
}

/** What the verdict line shows: a server's answer, a scan kept offline, or the waiting scans applied. */
type Shown =
  | { kind: "answer"; answer: ScanAnswer }
  | { kind: "waiting"; code: string; count: number }
  | { kind: "applied"; count: number; accepted: number };

const shownTone = (s: Shown) =>
  s.kind === "waiting" ? "bg-amber-700 text-white"
    : s.kind === "applied" ? "bg-sky-800 text-white"
      : s.answer.verdict === "accepted" ? "bg-emerald-800 text-white" : "bg-red-800 text-white";

/**
 * Receiving at the dock: open an ASN by its number or by scanning any carton of it, then scan with the camera,
 * a wedge scanner (it types the code and Enter into the focused field) or by typing. Each scan answers at once;
 * offline scans wait on the device and are applied in scan order when the connection returns; the tally follows
 * the other clerks' scans; the receipt is booked from what was scanned.
 */
export function ReceivingScan({ parts }: { parts: ReceivingScanParts }) {
  const t = useTranslations("receivingScan");
  const locale = useLocale();
  const [notice, setNotice] = useState<ReceivingNotice | null>(null);
  const [noticeNo, setNoticeNo] = useState("");
  const [code, setCode] = useState("");
  const [last, setLastShown] = useState<{ shown: Shown; n: number } | null>(null);
  const setLast = useCallback((shown: Shown | null) => setLastShown((p) => (shown ? { shown, n: (p?.n ?? 0) + 1 } : null)), []);
  const [booked, setBooked] = useState<BookAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const [online, setOnline] = useState(true);
  const [waiting, setWaiting] = useState(0);
  const codeField = useRef<HTMLInputElement>(null);
  const noticeId = useRef<number | undefined>(undefined);
  const flushing = useRef(false);
  const qty = (v: string) => formatQuantity(v, locale);

  const show = useCallback((n: ReceivingNotice) => {
    noticeId.current = n.notice.id;
    setNotice(n);
  }, []);
  const refresh = useCallback(async (id: number) => show(await callOp(parts.detail, { params: { id } })), [parts.detail, show]);

  /** The waiting scans, in scan order, through the replay route; each answered scan leaves the device. */
  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      const q = await offline();
      let kept = await q.waitingScans();
      let count = 0, accepted = 0, opened: number | undefined;
      while (kept.length) {
        const batch = kept.slice(0, 500);
        const { answers } = await callOp(parts.replay, {
          body: { deviceId: deviceId(), scans: batch.map((w) => ({ noticeId: w.noticeId, code: w.code, clientScanId: w.clientScanId })) },
        });
        await q.dropWaiting(batch.map((w) => w.seq!));
        count += answers.length;
        for (const a of answers) if (a.verdict === "accepted") {
          accepted++;
          opened ??= a.notice?.id;
        }
        kept = await q.waitingScans();
        q.mirrorWaiting(kept.length);
        setWaiting(kept.length);
      }
      if (count) {
        setLast({ kind: "applied", count, accepted });
        signal(accepted === count ? "ok" : "refused");
        const id = noticeId.current ?? opened;
        if (id !== undefined) await refresh(id);
      }
    } catch {
      // the scans stay waiting; the next return of the connection tries again
    } finally {
      flushing.current = false;
    }
  }, [parts.replay, refresh, setLast]);

  useEffect(() => {
    const update = () => {
      const waits = Number(localStorage.getItem("receiving-scan-waiting"));
      setOnline(navigator.onLine);
      setWaiting(waits);
      if (navigator.onLine && waits) void flush();
    };
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, [flush]);

  // the other clerks' scans reach this tally by polling the same detail route
  const openId = notice?.notice.id;
  useEffect(() => {
    if (openId === undefined || !online) return;
    void offline().then((q) => q.registerShell()).catch(() => undefined);
    // a poll cut by the connection dropping is aborted, not failed: a failure's toast would load its code offline
    const inFlight = new AbortController();
    const poll = window.setInterval(() => {
      if (!document.hidden) void callOp(parts.detail, { params: { id: openId }, signal: inFlight.signal }).then(show, () => undefined);
    }, tallyPollMs);
    const cut = () => inFlight.abort();
    window.addEventListener("offline", cut);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener("offline", cut);
      inFlight.abort();
    };
  }, [openId, online, parts.detail, show]);

  const open = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!noticeNo.trim()) return;
    try {
      show(await callOp(parts.find, { query: { noticeNo: noticeNo.trim() } }));
      setLast(null);
      setBooked(null);
      codeField.current?.focus();
    } catch {
      // the answer's message is shown as a toast
    }
  };

  const submit = useCallback(async (scanned: string) => {
    const scan = { noticeId: noticeId.current, code: scanned, clientScanId: crypto.randomUUID() };
    if (!navigator.onLine || Number(localStorage.getItem("receiving-scan-waiting"))) {
      const q = await offline();
      await q.keepWaiting(scan);
      const count = (await q.waitingScans()).length;
      q.mirrorWaiting(count);
      setWaiting(count);
      setLast({ kind: "waiting", code: scanned, count });
      signal("waiting");
      void flush();
      return;
    }
    try {
      const answer = await callOp(parts.scan, { body: { ...scan, deviceId: deviceId() } });
      setLast({ kind: "answer", answer });
      signal(answer.verdict === "accepted" ? "ok" : "refused");
      const id = noticeId.current ?? (answer.verdict === "accepted" ? answer.notice?.id : undefined);
      if (id !== undefined) await refresh(id);
    } catch {
      signal("refused");
    }
  }, [flush, parts.scan, refresh, setLast]);

  const typed = async (e: React.FormEvent) => {
    e.preventDefault();
    const scanned = code.trim();
    if (!scanned) return;
    setCode("");
    await submit(scanned);
    codeField.current?.focus();
  };

  const book = async () => {
    if (!notice || waiting || !navigator.onLine) return;
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

  const shown = last?.shown;
  const verdict = !shown ? "" : shown.kind === "answer" ? shown.answer.verdict : shown.kind;
  const line = !shown ? "" : shown.kind === "answer" ? shown.answer.message
    : shown.kind === "waiting" ? t("waiting", { code: shown.code, count: shown.count })
      : t("applied", { count: shown.count, accepted: shown.accepted });

  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <h1 className="text-lg font-semibold">{t("title")}</h1>
      {(!online || waiting > 0) && (
        <p data-offline={online ? "waiting" : "offline"} className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {online ? t("sending", { count: waiting }) : t("offline", { count: waiting })}
        </p>
      )}
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
      <form onSubmit={typed} className="grid gap-2 rounded-lg border border-border bg-card p-4">
        <label htmlFor="receiving-code" className="text-sm font-medium">{t("code")}</label>
        <div className="flex gap-2">
          <Input
            id="receiving-code" ref={codeField} value={code} onChange={(e) => setCode(e.target.value)} autoFocus autoComplete="off"
            autoCapitalize="characters" enterKeyHint="go" className="h-12 font-mono text-base"
          />
          <Button type="submit" className="h-12 px-5">{t("enter")}</Button>
        </div>
        {!camera && <Button type="button" variant="outline" className="h-12" onClick={() => setCamera(true)}>{t("scan")}</Button>}
        {camera && <Camera onSerial={(serial) => void submit(serial)} onClose={() => setCamera(false)} />}
        <p role="status" aria-live="polite" data-verdict={verdict} data-scan={last?.n ?? 0}
          className={shown ? `rounded-md px-3 py-3 text-base font-medium ${shownTone(shown)}` : "sr-only"}>
          {line}
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
            <>
              <Button
                type="button" className="h-12" disabled={waiting > 0 || !online} aria-describedby={waiting > 0 ? "receiving-book-waits" : undefined}
                onClick={() => setConfirming(true)}
              >
                {t("book")}
              </Button>
              {waiting > 0 && <p id="receiving-book-waits" className="text-sm font-medium">{t("bookWaits", { count: waiting })}</p>}
            </>
          )}
        </section>
      )}
      <BookDialog open={confirming} busy={busy} noticeNo={notice?.notice.noticeNo ?? ""} onOpenChange={setConfirming} onBook={() => void book()} />
    </div>
  );
}
