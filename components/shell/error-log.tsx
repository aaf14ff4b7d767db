"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Bug } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { captureErrors, errorLog, useErrorLog } from "./error-log-store";

/** Captures client errors for this page session and shows them behind a badge (docs/requirements.md §2 error log). */
export function ErrorLog() {
  const t = useTranslations("errorLog");
  const format = useFormatter();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  useEffect(() => captureErrors(), []);
  const count = entries.length;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        onClick={() => setOpen(true)}
        aria-label={count ? t("buttonCount", { count }) : t("button")}
        data-testid="error-log"
      >
        <Bug />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="error-log-badge"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-2xl" closeLabel={t("close")}>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          {count === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
          ) : (
            <ol className="max-h-[50vh] space-y-2 overflow-y-auto" data-testid="error-log-list">
              {entries.map((e) => (
                <li key={e.id} className="rounded-md border border-border p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <span className="font-medium text-destructive">{e.kind === "error" ? t("kindError") : t("kindRejection")}</span>
                    <time dateTime={new Date(e.at).toISOString()}>{format.dateTime(e.at, { dateStyle: "short", timeStyle: "medium" })}</time>
                    <span className="truncate">{e.url}</span>
                  </div>
                  <p className="mt-1 font-medium break-words">{e.message}</p>
                  {e.source && <p className="mt-1 text-xs break-all text-muted-foreground">{e.source}</p>}
                  {e.stack && (
                    <details className="mt-1">
                      <summary className="cursor-pointer text-xs text-muted-foreground">{t("stack")}</summary>
                      <pre className="mt-1 max-h-40 overflow-auto text-xs whitespace-pre-wrap">{e.stack}</pre>
                    </details>
                  )}
                </li>
              ))}
            </ol>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => errorLog.clear()} disabled={count === 0}>
              {t("clear")}
            </Button>
            <Button onClick={() => setOpen(false)}>{t("close")}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
