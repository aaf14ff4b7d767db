"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { itReportCategories, itReportLimits, itReportUrgencies } from "@/lib/contracts/base-data/it-report-values";
import { callOp } from "@/lib/client/request";
import { EnumSelect } from "@/components/common/enum-select";
import { Textarea } from "@/components/common/textarea";
import { useContractForm } from "@/components/common/use-contract-form";
import type { ItReportFormParts } from "./form-parts";
import { ShellIcon } from "@/components/shell/shell-icon";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

interface Values { category: string; urgency: string; description: string; contact: string; screenshotIds: string[] }

const loadSchema = async () => (await import("@/lib/contracts/base-data/it-report")).itReportInput;

/**
 * The fault report form: category, urgency, description, up to 5 screenshots (uploaded as chosen), contact.
 * Its schema (and zod) loads when the pointer or focus first reaches the form.
 */
export function ItReportForm({ parts, onCreated }: { parts: ItReportFormParts; onCreated: () => void }) {
  const t = useTranslations("itReport");
  const input = useRef<HTMLInputElement>(null);
  const [shots, setShots] = useState<Array<{ id: string; url: string; name: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const initial: Values = { category: "", urgency: "normal", description: "", contact: "", screenshotIds: [] };
  const form = useContractForm({ facts: parts.facts, load: loadSchema }, initial, {
    toInput: (v) => ({ ...v, category: v.category as never, urgency: v.urgency as never, screenshotIds: shots.map((s) => s.id) }),
    onSubmit: (body) => callOp(parts.create, { body }),
    successMessage: "itReport.submitted",
    onSuccess: () => {
      form.reset();
      setShots([]);
      onCreated();
    },
  });
  const add = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, itReportLimits.screenshots - shots.length);
    setUploading(true);
    // The upload helper loads with the first screenshot chosen: the page's first load stays within its budget.
    const { uploadFile } = await import("@/lib/client/upload");
    for (const file of chosen) {
      try {
        const stored = await uploadFile(parts.upload, file);
        setShots((s) => [...s, { id: stored.id, url: stored.url, name: file.name }]);
      } catch {
        // shown by the upload helper; the others still upload
      }
    }
    setUploading(false);
    if (input.current) input.current.value = "";
  };
  return (
    <form onSubmit={form.submit} onPointerEnter={form.warm} onFocus={form.warm} noValidate className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5" data-testid="it-report-form">
      <h2 className="text-sm font-semibold">{t("new")}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.category")} required error={form.errorOf("category")}>
          {(c) => <EnumSelect control={c} enumName="itReportCategory" values={itReportCategories} value={form.values.category} onChange={(x) => form.set("category", x)} testId="it-category" />}
        </FormField>
        <FormField label={t("fields.urgency")} required error={form.errorOf("urgency")}>
          {(c) => <EnumSelect control={c} enumName="itReportUrgency" values={itReportUrgencies} value={form.values.urgency} onChange={(x) => form.set("urgency", x)} testId="it-urgency" />}
        </FormField>
      </div>
      <FormField label={t("fields.description")} required error={form.errorOf("description")}>
        <Textarea {...form.field("description")} rows={4} data-testid="it-description" />
      </FormField>
      <FormField label={t("fields.contact")} required error={form.errorOf("contact")}>
        <Input {...form.field("contact")} data-testid="it-contact" />
      </FormField>
      <FormField label={t("fields.screenshots")} error={form.errorOf("screenshotIds")}>
        {() => (
          <div className="flex flex-wrap items-center gap-2">
            {shots.map((s) => (
              <span key={s.id} className="relative">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private, auth-checked upload, not an optimisable asset */}
                <img src={s.url} alt={s.name} className="size-16 rounded border border-border object-cover" />
                <button type="button" onClick={() => setShots((all) => all.filter((x) => x.id !== s.id))} aria-label={t("removeScreenshot")}
                  className="absolute -top-2 -right-2 rounded-full border border-border bg-background p-0.5"><ShellIcon name="x" className="size-3" /></button>
              </span>
            ))}
            {shots.length < itReportLimits.screenshots ? (
              <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
                <ShellIcon name={uploading ? "loader" : "image-plus"} className={uploading ? "animate-spin" : undefined} />
                {uploading ? t("uploading") : t("addScreenshot")}
              </Button>
            ) : (
              <span className="text-xs text-muted-foreground">{t("maxScreenshots")}</span>
            )}
            <input ref={input} type="file" multiple accept="image/png,image/jpeg" className="sr-only" tabIndex={-1} aria-hidden="true"
              onChange={(e) => void add(e.target.files)} data-testid="it-screenshot-input" />
          </div>
        )}
      </FormField>
      <Button type="submit" disabled={form.pending || uploading} aria-busy={form.pending} data-testid="it-submit">
        {form.pending && <ShellIcon name="loader" className="animate-spin" />}
        {t("submit")}
      </Button>
    </form>
  );
}
