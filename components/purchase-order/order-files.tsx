"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Paperclip } from "lucide-react";
import { useOp } from "@/lib/client/use-resource";
import { uploadFile } from "@/lib/client/upload";
import { toast } from "@/lib/client/toast";
import { FileButton } from "@/components/common/file-button";
import { ZonedTime } from "@/components/common/zoned-time";
import { Skeleton } from "@/components/ui/skeleton";
import type { OrderDetailParts } from "./order-parts";

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The files both sides attached to an order, newest first, with who and when; either side adds one. */
export function OrderFiles({ orderId, parts: { ops, fileSpec } }: { orderId: number; parts: OrderDetailParts }) {
  const t = useTranslations("purchaseOrder.files");
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const { data: files, loading } = useOp(ops.files, { id: orderId }, { version });

  const attach = async (file: File) => {
    setBusy(true);
    try {
      const stored = await uploadFile(ops.upload, file, { params: { id: orderId } });
      toast.success(t("attached", { name: stored.name }));
      setVersion((v) => v + 1);
    } catch {
      // the upload's refusal is already shown by its toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="grid gap-2" aria-labelledby="order-files-title" data-testid="order-files">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="order-files-title" className="text-sm font-semibold">{t("title")}</h2>
        <FileButton icon={<Paperclip aria-hidden="true" className="size-4" />} label={t("attach")} testId="order-file-input"
          accept={fileSpec.accept.map((k) => `.${k === "jpeg" ? "jpg" : k}`).join(",")} maxBytes={fileSpec.maxBytes} invalid={busy} onPick={(f) => void attach(f)} />
        <span className="text-xs text-muted-foreground">{t("hint")}</span>
      </div>
      {loading && !files ? (
        <Skeleton className="h-10 w-full" />
      ) : !files?.length ? (
        <p className="text-sm text-muted-foreground" data-testid="order-files-empty">{t("empty")}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {files.map((f) => (
            <li key={f.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5" data-testid="order-file">
              <a href={f.url} className="font-medium text-primary underline-offset-2 hover:underline break-all">{f.name}</a>
              <span className="text-xs text-muted-foreground">{size(f.size)}</span>
              <span className="text-xs text-muted-foreground">{f.createdBy} · <ZonedTime value={f.createdAt} /></span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
