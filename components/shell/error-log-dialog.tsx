"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorLog, useErrorLog } from "@/lib/client/error-log";

/** The error log dialog, loaded with its first opening (see error-log.tsx). */
export default function ErrorLogDialog({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations("errorLog");
  const format = useFormatter();
  const entries = useErrorLog();
  const count = entries.length;
  return (
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
                  <span className="font-medium text-destructive">{t(`kind.${e.kind}`)}</span>
                  {e.returnCode !== undefined && <span data-testid="error-log-code">{t("code", { code: e.returnCode })}</span>}
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
  );
}
