"use client";

import { useState } from "react";
import { useTimeZone, useTranslations } from "next-intl";
import { defaultTimeZone, fileStamp } from "@/lib/business-time";
import { toast } from "@/lib/client/toast";
import { requestBlob } from "@/lib/client/request";
import type { ServiceName } from "@/lib/contracts/services";
import { Button } from "@/components/ui/button";
import { ShellIcon } from "@/components/shell/shell-icon";

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `<prefix>-YYYYMMDD-HHmm.<ext>` in the company's zone, as the service names its own exports (never the browser's clock zone). */
export function stampedName(prefix: string, ext: string, timeZone: string, now = new Date()): string {
  return `${prefix}-${fileStamp(now, timeZone)}.${ext}`;
}

/** Streams a list's .xlsx export for the current filters and saves it; busy while the file arrives. */
export function ExportButton({
  service,
  path,
  query,
  fileName,
  disabled,
  ...denied
}: {
  service: ServiceName;
  path: string;
  query: Record<string, string>;
  fileName: string;
  /** RequireRights greys a denied button with these. */
  disabled?: boolean;
  className?: string;
  "aria-disabled"?: boolean;
  tabIndex?: number;
}) {
  const t = useTranslations("dataTable");
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await requestBlob(service, path, { query });
      saveBlob(blob, stampedName(fileName, "xlsx", timeZone));
      toast.success(t("exported"));
    } catch {
      // requestBlob has already shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...denied} variant="outline" size="sm" onClick={run} disabled={busy || disabled} aria-busy={busy} data-testid="export">
      {busy ? <ShellIcon name="loader" className="animate-spin" /> : <ShellIcon name="download" />}
      {busy ? t("exporting") : t("export")}
    </Button>
  );
}
