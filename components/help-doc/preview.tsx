"use client";

import { useTranslations } from "next-intl";
import { Download, FileText } from "lucide-react";
import { helpDocDownloadPath, helpDocFilePath, previewable } from "@/lib/contracts/base-data/help-doc-values";
import { buttonVariants } from "@/components/ui/button";

export interface PreviewDoc {
  id: number;
  title: string;
  kind: string;
  scripted: boolean;
}

/** A download link under the document's server-made name (the route answers it as an attachment). */
export function DownloadLink({ doc, className }: { doc: PreviewDoc; className?: string }) {
  const t = useTranslations("helpDoc");
  return (
    <a href={helpDocDownloadPath(doc.id)} download className={className ?? buttonVariants({ variant: "outline", size: "sm" })} data-testid="help-doc-download">
      <Download aria-hidden="true" />
      {t("download")}
    </a>
  );
}

/** A PDF or an image shown in the page from the inline file route; other kinds (DOCX, XLSX) are downloaded. */
export function DocumentPreview({ doc }: { doc: PreviewDoc }) {
  const t = useTranslations("helpDoc");
  const src = helpDocFilePath(doc.id);
  if (!previewable(doc)) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
        <FileText aria-hidden="true" className="size-8" />
        <p>{t("noPreview")}</p>
        <DownloadLink doc={doc} />
      </div>
    );
  }
  return doc.kind === "pdf" ? (
    <iframe src={src} title={doc.title} className="h-[70vh] w-full rounded-md border border-border bg-muted" data-testid="help-doc-preview" />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- a stored upload served by the portal's API, not an optimisable asset
    <img src={src} alt={doc.title} className="mx-auto max-h-[70vh] max-w-full rounded-md border border-border" data-testid="help-doc-preview" />
  );
}
