"use client";

import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { AtSign, FileUp, Loader2, Paperclip, X } from "lucide-react";
import {
  attachmentSpec, conversationOps, maxAttachments, messageEdit, messageInput,
  type ConversationAttachment, type ConversationKind, type ConversationMessage,
} from "@/lib/contracts/base-data/conversation";
import { callOp } from "@/lib/client/request";
import { uploadFile } from "@/lib/client/upload";
import { useOp } from "@/lib/client/use-resource";
import { useContractForm } from "@/components/common/use-contract-form";
import { Textarea } from "@/components/common/textarea";
import { ZonedTime } from "@/components/common/zoned-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";

export interface ConversationPanelProps {
  kind: ConversationKind;
  documentId: number;
  /** The document's lines a message may be about: the line's row id and how the page names it. */
  lines: Array<{ id: number; label: string }>;
}

const url = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its web links made clickable; any markup stays text (React escapes it). */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(url).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary underline underline-offset-2">{part}</a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const selectClass = "h-[var(--control-h)] max-w-full rounded-md border border-input bg-background px-2 text-sm";

/** The thread of one document: messages oldest first, what is new to the reader marked, and the form to write one. */
export function ConversationPanel({ kind, documentId, lines }: ConversationPanelProps) {
  const t = useTranslations("conversation");
  const [version, setVersion] = useState(0);
  const params = { kind, id: documentId };
  const { data: thread, loading, error } = useOp(conversationOps.thread, params, { version });
  const { data: people } = useOp(conversationOps.people, params);
  const marked = useRef(-1);
  const lineLabel = (id: number | null) => (id === null ? null : (lines.find((l) => l.id === id)?.label ?? String(id)));

  useEffect(() => {
    const newest = thread?.messages.at(-1)?.id ?? 0;
    if (!thread?.unread || marked.current >= newest) return;
    marked.current = newest;
    void callOp(conversationOps.read, { params }).catch(() => undefined);
    // params are the component's props: the effect follows the thread it read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread]);

  if (error && !thread) return <p role="alert" className="text-sm text-destructive">{error}</p>;
  if (loading && !thread) return <Skeleton className="h-32 w-full" />;
  if (!thread) return null;

  return (
    <div className="grid gap-3">
      {thread.unread > 0 && <p className="text-xs font-medium text-primary" data-testid="conversation-unread">{t("unread", { count: thread.unread })}</p>}
      {thread.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="grid gap-2" data-testid="conversation-messages">
          {thread.messages.map((m) => (
            <MessageItem key={m.id} m={m} line={lineLabel(m.lineId)} onChanged={() => setVersion((v) => v + 1)} />
          ))}
        </ol>
      )}
      <Composer kind={kind} documentId={documentId} lines={lines} people={people ?? []} onSent={() => setVersion((v) => v + 1)} />
    </div>
  );
}

function MessageItem({ m, line, onChanged }: { m: ConversationMessage; line: string | null; onChanged: () => void }) {
  const t = useTranslations("conversation");
  const [editing, setEditing] = useState(false);
  const form = useContractForm(messageEdit, { body: m.body }, {
    onSubmit: (body) => callOp(conversationOps.edit, { params: { id: m.id }, body }),
    onSuccess: () => {
      setEditing(false);
      onChanged();
    },
    onRefused: () => {
      setEditing(false);
      onChanged();
    },
  });
  return (
    <li className={`grid gap-1 rounded-md border p-3 text-sm ${m.unread ? "border-primary/60 bg-primary/5" : "border-border"}`} data-testid="conversation-message"
      data-unread={m.unread}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{m.authorName}</span>
        <Badge variant="outline">{m.fromSupplier ? t("supplierSide") : t("staffSide")}</Badge>
        <ZonedTime value={m.createdAt} />
        {m.editedAt && <span>({t("edited")})</span>}
        {line && <Badge variant="secondary" data-testid="conversation-line">{t("lineRef", { line })}</Badge>}
        {m.unread && <Badge data-testid="conversation-new">{t("newMark")}</Badge>}
      </div>
      {editing ? (
        <form onSubmit={form.submit} noValidate className="grid gap-2">
          <FormField label={t("edit")} error={form.errorOf("body")}>
            <Textarea {...form.field("body")} rows={3} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={form.pending}>{t("save")}</Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>{t("cancel")}</Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap break-words" data-testid="conversation-body"><Linked text={m.body} /></p>
      )}
      {m.mentions.length > 0 && (
        <p className="flex flex-wrap gap-1 text-xs text-muted-foreground">
          {m.mentions.map((x) => <span key={x.userId} className="rounded bg-muted px-1.5 py-0.5">@{x.name}</span>)}
        </p>
      )}
      {m.attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-xs" data-testid="conversation-attachments">
          {m.attachments.map((a) => (
            <li key={a.id}>
              <a href={a.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 rounded border border-border px-2 py-0.5 hover:underline">
                <Paperclip aria-hidden="true" className="size-3" />{a.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {m.editable && !editing && (
        <div>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(true)} title={t("correctHint")} data-testid="conversation-edit">{t("edit")}</Button>
        </div>
      )}
    </li>
  );
}

interface Draft { body: string; lineId: string; mentions: number[]; attachments: ConversationAttachment[] }

function Composer({ kind, documentId, lines, people, onSent }: ConversationPanelProps & {
  people: Array<{ userId: number; name: string; fromSupplier: boolean }>;
  onSent: () => void;
}) {
  const t = useTranslations("conversation");
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const initial: Draft = { body: "", lineId: "", mentions: [], attachments: [] };
  const form = useContractForm(messageInput, initial, {
    toInput: (v) => ({ body: v.body, lineId: v.lineId ? Number(v.lineId) : null, mentions: v.mentions, attachmentIds: v.attachments.map((a) => a.id) }),
    onSubmit: (body) => callOp(conversationOps.post, { params: { kind, id: documentId }, body }),
    successMessage: "conversation.sent",
    onSuccess: () => {
      form.reset();
      onSent();
    },
  });
  const { values, set } = form;
  const attach = async (chosen: FileList | null) => {
    let all = values.attachments;
    for (const file of [...(chosen ?? [])].slice(0, maxAttachments - all.length)) {
      setUploading(file.name);
      try {
        all = [...all, await uploadFile(conversationOps.upload, file, { params: { kind, id: documentId } })];
        set("attachments", all);
      } catch {
        // the upload helper has shown why; the other files still upload
      }
    }
    setUploading(null);
    if (input.current) input.current.value = "";
  };
  const mentionable = people.filter((p) => !values.mentions.includes(p.userId));
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-2 rounded-md border border-border p-3" data-testid="conversation-form">
      <FormField label={t("placeholder")} error={form.errorOf("body")}>
        <Textarea {...form.field("body")} rows={3} data-testid="conversation-input" />
      </FormField>
      <div className="flex flex-wrap items-end gap-2">
        {lines.length > 0 && (
          <FormField label={t("line")} error={form.errorOf("lineId")}>
            <select className={selectClass} value={values.lineId} onChange={(e) => set("lineId", e.target.value)} data-testid="conversation-line-select">
              <option value="">{t("wholeDocument")}</option>
              {lines.map((l) => <option key={l.id} value={l.id}>{l.label}</option>)}
            </select>
          </FormField>
        )}
        <FormField label={t("mention")} error={form.errorOf("mentions")}>
          <select className={selectClass} value="" disabled={!mentionable.length}
            onChange={(e) => e.target.value && set("mentions", [...values.mentions, Number(e.target.value)])} data-testid="conversation-mention-select">
            <option value="">{mentionable.length ? "@" : t("mentionNone")}</option>
            {mentionable.map((p) => <option key={p.userId} value={p.userId}>{p.name} · {p.fromSupplier ? t("supplierSide") : t("staffSide")}</option>)}
          </select>
        </FormField>
        <Button type="button" variant="outline" size="sm" disabled={uploading !== null || values.attachments.length >= maxAttachments} onClick={() => input.current?.click()}
          data-testid="conversation-attach">
          {uploading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <FileUp aria-hidden="true" />}
          {t("attach")}
        </Button>
        <input ref={input} type="file" multiple className="sr-only" tabIndex={-1} aria-hidden="true" data-testid="conversation-file"
          accept={attachmentSpec.accept.map((k) => `.${k === "jpeg" ? "jpg" : k}`).join(",")} onChange={(e) => void attach(e.target.files)} />
        <Button type="submit" size="sm" className="ml-auto" disabled={form.pending || uploading !== null} data-testid="conversation-send">{t("send")}</Button>
      </div>
      {(values.mentions.length > 0 || values.attachments.length > 0) && (
        <ul className="flex flex-wrap gap-2 text-xs">
          {values.mentions.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded bg-muted px-2 py-0.5">
              <AtSign aria-hidden="true" className="size-3" />{people.find((p) => p.userId === id)?.name ?? id}
              <button type="button" aria-label={t("cancel")} onClick={() => set("mentions", values.mentions.filter((x) => x !== id))}><X aria-hidden="true" className="size-3" /></button>
            </li>
          ))}
          {values.attachments.map((a) => (
            <li key={a.id} className="flex items-center gap-1 rounded border border-border px-2 py-0.5">
              <Paperclip aria-hidden="true" className="size-3" />{a.name}
              <button type="button" aria-label={t("cancel")} onClick={() => set("attachments", values.attachments.filter((x) => x.id !== a.id))}><X aria-hidden="true" className="size-3" /></button>
            </li>
          ))}
        </ul>
      )}
      {form.errorOf("attachmentIds") && <p role="alert" className="text-xs text-destructive">{form.errorOf("attachmentIds")}</p>}
    </form>
  );
}
