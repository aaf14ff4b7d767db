"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Bold, Heading2, ImagePlus, Italic, Link2, List, ListOrdered, Loader2, Redo2, Strikethrough, Undo2 } from "lucide-react";
import type { noticeOps } from "@/lib/contracts/base-data/notice";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { uploadFile } from "@/lib/client/upload";
import { cn } from "@/lib/utils";
import { LinkDialog } from "./link-dialog";

/**
 * The notice body editor (TipTap), loaded only on the editing page. What it produces is only a draft:
 * the service sanitises the HTML with its allowlist before storing it.
 */
export default function RichEditor({ upload, value, onChange, labelledBy, invalid }: {
  upload: OpAddress<typeof noticeOps.uploadImage>; value: string; onChange: (html: string) => void; labelledBy?: string; invalid?: boolean;
}) {
  const t = useTranslations("notice.editor");
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linking, setLinking] = useState<{ href: string; linked: boolean } | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"], HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" } },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: "min-h-48 px-3 py-2 text-sm outline-none [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6",
        role: "textbox",
        "aria-multiline": "true",
        ...(labelledBy ? { "aria-labelledby": labelledBy } : {}),
        "data-testid": "notice-editor",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false, italic: e?.isActive("italic") ?? false, strike: e?.isActive("strike") ?? false,
      heading: e?.isActive("heading", { level: 2 }) ?? false, bullet: e?.isActive("bulletList") ?? false, ordered: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const stored = await uploadFile(upload, file);
      editor.chain().focus().setImage({ src: stored.url, alt: file.name }).run();
    } catch {
      // the upload helper has shown the service's message
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };
  const setLink = () => {
    if (!editor) return;
    const href = editor.getAttributes("link").href as string | undefined;
    setLinking({ href: href ?? "https://", linked: !!href });
  };
  const saveLink = (href: string) => {
    setLinking(null);
    if (!editor) return;
    if (!href) editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  };

  const tools = [
    { key: "bold", icon: Bold, active: state?.bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: "italic", icon: Italic, active: state?.italic, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: "strike", icon: Strikethrough, active: state?.strike, run: () => editor?.chain().focus().toggleStrike().run() },
    { key: "heading", icon: Heading2, active: state?.heading, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: "bulletList", icon: List, active: state?.bullet, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: "orderedList", icon: ListOrdered, active: state?.ordered, run: () => editor?.chain().focus().toggleOrderedList().run() },
    { key: "link", icon: Link2, active: state?.link, run: setLink },
    { key: "undo", icon: Undo2, active: false, run: () => editor?.chain().focus().undo().run() },
    { key: "redo", icon: Redo2, active: false, run: () => editor?.chain().focus().redo().run() },
  ] as const;

  return (
    <div className={cn("rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring", invalid ? "border-destructive" : "border-input")}>
      <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap gap-0.5 border-b border-border p-1">
        {tools.map(({ key, icon: Icon, active, run }) => (
          <button key={key} type="button" onClick={run} aria-label={t(key)} title={t(key)} aria-pressed={active}
            className={cn("inline-flex size-8 items-center justify-center rounded hover:bg-accent", active && "bg-accent text-primary")}>
            <Icon aria-hidden="true" className="size-4" />
          </button>
        ))}
        <button type="button" onClick={() => fileInput.current?.click()} disabled={uploading} aria-label={t("image")} title={t("image")}
          className="inline-flex size-8 items-center justify-center rounded hover:bg-accent disabled:opacity-50" data-testid="notice-image-button">
          {uploading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
        </button>
        <input ref={fileInput} type="file" accept="image/png,image/jpeg" className="sr-only" tabIndex={-1} aria-hidden="true"
          onChange={(e) => void insertImage(e.target.files?.[0])} data-testid="notice-image-input" />
        {uploading && <span className="self-center px-2 text-xs text-muted-foreground" role="status">{t("uploading")}</span>}
      </div>
      <EditorContent editor={editor} />
      {linking && <LinkDialog initial={linking.href} linked={linking.linked} onSave={saveLink} onClose={() => { setLinking(null); editor?.commands.focus(); }} />}
    </div>
  );
}
