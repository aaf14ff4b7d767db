"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Download, Loader2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { requestBlob } from "@/lib/client/request";
import type { ServiceName } from "@/lib/upstream/services";
import { Button } from "@/components/ui/button";

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

export function stampedName(prefix: string, ext: string, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${prefix}-${stamp}.${ext}`;
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
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await requestBlob(service, path, { query });
      saveBlob(blob, stampedName(fileName, "xlsx"));
      toast.success(t("exported"));
    } catch {
      // requestBlob has already shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...denied} variant="outline" size="sm" onClick={run} disabled={busy || disabled} aria-busy={busy} data-testid="export">
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {busy ? t("exporting") : t("export")}
    </Button>
  );
}
