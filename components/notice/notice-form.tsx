"use client";

import { clientOnly } from "@/components/common/client-only";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { Film, Loader2, X } from "lucide-react";
import type { NoticeDetail, NoticeReceiver } from "@/lib/contracts/base-data/notice";
import { noticeLevels, noticeTemplates } from "@/lib/contracts/base-data/notice-values";
import { callOp } from "@/lib/client/request";
import { uploadFile } from "@/lib/client/upload";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";
import { defaultTimeZone, instantOfZoned, zonedInputValue } from "@/lib/business-time";
import { EnumSelect } from "@/components/common/enum-select";
import type { NoticeFormParts } from "./form-parts";
import { ReceiversPicker } from "./receivers-picker";

// The editor and its ProseMirror code load only here, after the page is interactive.
const RichEditor = clientOnly(
  () => import("./rich-editor"),
  <div className="flex min-h-56 items-center justify-center rounded-md border border-input text-sm text-muted-foreground">…</div>,
);

const loadSchema = async () => (await import("@/lib/contracts/base-data/notice")).noticeInput;


interface Values {
  title: string; level: string; template: string; startsAt: string; endsAt: string; supplierIds: number[]; body: string; videoFileId: string | null;
}

/**
 * Create or edit a notice: the contract's schema (loaded on the form's first use) checks on the client; the service
 * sanitises the body. The page hands over the fields' facts and the calls' addresses.
 */
export function NoticeForm({ notice, suppliers, parts }: { notice?: NoticeDetail; suppliers: NoticeReceiver[]; parts: NoticeFormParts }) {
  const t = useTranslations("notice");
  const tc = useTranslations("common");
  const router = useRouter();
  const now = new Date();
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const toLocal = (iso: string) => zonedInputValue(iso, timeZone);
  const toIso = (wall: string) => instantOfZoned(wall, timeZone) ?? wall;
  const [videoProgress, setVideoProgress] = useState<number | null>(null);
  const initial: Values = notice
    ? { title: notice.title, level: notice.level, template: notice.template, startsAt: toLocal(notice.startsAt), endsAt: toLocal(notice.endsAt),
        supplierIds: notice.receivers.map((r) => r.id), body: notice.body, videoFileId: notice.videoFileId }
    : { title: "", level: "ordinary", template: "ordinary", startsAt: toLocal(now.toISOString()), endsAt: toLocal(new Date(now.getTime() + 30 * 86_400_000).toISOString()),
        supplierIds: [], body: "", videoFileId: null };
  const form = useContractForm({ facts: parts.facts, load: loadSchema }, initial, {
    toInput: (v) => ({ ...v, level: v.level as never, template: v.template as never, startsAt: toIso(v.startsAt), endsAt: toIso(v.endsAt) }),
    onSubmit: (body) => (notice ? callOp(parts.update, { params: { id: notice.id }, body }) : callOp(parts.create, { body })),
    successMessage: "notice.saved",
    onSuccess: () => {
      router.push("/system/notice");
      router.refresh();
    },
  });
  const v = form.values;

  const uploadVideo = async (file: File | undefined) => {
    if (!file) return;
    setVideoProgress(0);
    try {
      const stored = await uploadFile(parts.uploadVideo, file, { onProgress: setVideoProgress });
      form.set("videoFileId", stored.id);
    } catch {
      // shown by the upload helper
    } finally {
      setVideoProgress(null);
    }
  };

  return (
    <form onSubmit={form.submit} onPointerEnter={form.warm} onFocus={form.warm} noValidate className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6" data-testid="notice-form">
      <FormField label={t("fields.title")} required error={form.errorOf("title")}>
        <Input {...form.field("title")} data-testid="notice-title" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.level")} required error={form.errorOf("level")}>
          {(control) => <EnumSelect control={control} enumName="noticeLevel" values={noticeLevels} value={v.level} onChange={(x) => form.set("level", x)} testId="notice-level" />}
        </FormField>
        <FormField label={t("fields.template")} required error={form.errorOf("template")}>
          {(control) => <EnumSelect control={control} enumName="noticeTemplate" values={noticeTemplates} value={v.template} onChange={(x) => form.set("template", x)} testId="notice-template" />}
        </FormField>
        <FormField label={t("fields.startsAt")} required error={form.errorOf("startsAt")}>
          <DateInput withTime value={v.startsAt} onValueChange={(x) => form.set("startsAt", x)} data-testid="notice-starts" />
        </FormField>
        <FormField label={t("fields.endsAt")} required error={form.errorOf("endsAt")}>
          <DateInput withTime value={v.endsAt} onValueChange={(x) => form.set("endsAt", x)} data-testid="notice-ends" />
        </FormField>
      </div>
      <FormField label={t("fields.receivers")} error={form.errorOf("supplierIds")}>
        {() => <ReceiversPicker options={suppliers} value={v.supplierIds} onChange={(ids) => form.set("supplierIds", ids)} invalid={!!form.errorOf("supplierIds")} />}
      </FormField>
      <div className="space-y-1.5">
        <span id="notice-body-label" className="text-sm font-medium">{t("fields.body")}</span>
        <RichEditor upload={parts.uploadImage} value={v.body} onChange={(html) => form.set("body", html)} labelledBy="notice-body-label" invalid={!!form.errorOf("body")} />
        {form.errorOf("body") && <p className="text-xs text-destructive">{form.errorOf("body")}</p>}
      </div>
      <FormField label={t("fields.video")} error={form.errorOf("videoFileId")} hint={v.template === "multimedia" ? t("video.upload") : t("video.onlyMultimedia")}>
        {() => (
          <div className="flex flex-wrap items-center gap-2">
            {v.videoFileId ? (
              <>
                <span className="inline-flex items-center gap-1 text-sm"><Film aria-hidden="true" className="size-4" />{t("video.attached")}</span>
                <Button type="button" size="sm" variant="ghost" onClick={() => form.set("videoFileId", null)}><X aria-hidden="true" />{t("video.remove")}</Button>
              </>
            ) : videoProgress !== null ? (
              <span role="status" className="inline-flex items-center gap-2 text-sm"><Loader2 aria-hidden="true" className="size-4 animate-spin" />{t("video.uploading", { percent: videoProgress })}</span>
            ) : (
              <input type="file" accept="video/mp4,video/webm" disabled={v.template !== "multimedia"} onChange={(e) => void uploadVideo(e.target.files?.[0])}
                className="text-sm file:mr-2 file:rounded file:border file:border-input file:bg-background file:px-2 file:py-1 disabled:opacity-50" data-testid="notice-video-input" />
            )}
          </div>
        )}
      </FormField>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <Button type="submit" disabled={form.pending || videoProgress !== null} aria-busy={form.pending} data-testid="notice-save">
          {form.pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("save")}
        </Button>
        <Button type="button" variant="outline" onClick={() => router.push("/system/notice")}>{tc("cancel")}</Button>
      </div>
    </form>
  );
}
