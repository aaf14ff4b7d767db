"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { ImageUp } from "lucide-react";
import { UserAvatar } from "@/components/common/user-avatar";
import { avatarUpload } from "@/lib/contracts/base-data/user-form-values";
import type { FormFacts } from "@/components/common/schema-limits";
import type { userOps } from "@/lib/contracts/base-data/user";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { uploadFile } from "@/lib/client/upload";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/common/textarea";

const accepted = ["image/png", "image/jpeg"];
const loadSchema = async () => (await import("@/lib/contracts/base-data/user-forms")).profileInput;

/** The avatar (checked here for type and size, then by the service by its bytes) and the introduction. */
export function ProfileEditor({ name, avatar, introduction, ops, facts }: {
  name: string;
  avatar: string | null;
  introduction: string | null;
  /** The addresses of the profile's operations, handed by the page so that no other user schema loads here. */
  ops: { profile: OpAddress<typeof userOps.profile>; avatarUpload: OpAddress<typeof userOps.avatarUpload> };
  /** The introduction's facts: its schema loads on first use. */
  facts: FormFacts;
}) {
  const t = useTranslations("profile");
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState(avatar);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useContractForm({ facts, load: loadSchema }, { introduction: introduction ?? "" }, {
    onSubmit: (body) => callOp(ops.profile, { body }),
    successMessage: "profile.introductionSaved",
    onSuccess: () => router.refresh(),
  });

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!accepted.includes(file.type)) return void toast.error(t("avatarWrongType"));
    if (file.size > avatarUpload.maxBytes) return void toast.error(t("avatarTooLarge"));
    setProgress(0);
    try {
      const stored = await uploadFile(ops.avatarUpload, file, { onProgress: setProgress });
      setSrc(stored.avatar);
      toast.success(t("avatarSaved"));
      router.refresh();
    } catch {
      // the service's message is shown by the request layer
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-5 p-5 sm:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center gap-2">
        <UserAvatar name={name} src={src} alt={t("avatarOf", { name })} className="size-24 text-3xl" testId="profile-avatar" />
        <input ref={input} type="file" accept={accepted.join(",")} className="sr-only" id="avatar-file" data-testid="avatar-file" tabIndex={-1}
          aria-label={t("changeAvatar")}
          onChange={(e) => void choose(e.target.files?.[0])} />
        <Button type="button" variant="outline" size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden="true" />
          {progress !== null ? t("uploading", { percent: progress }) : t("changeAvatar")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("avatarHint")}</p>
      </div>
      <form onSubmit={form.submit} onPointerEnter={form.warm} onFocus={form.warm} noValidate className="flex flex-col gap-3">
        <FormField label={t("introduction")} error={form.errorOf("introduction")}>
          <Textarea {...form.field("introduction")} rows={4} placeholder={t("introductionPlaceholder")} />
        </FormField>
        <div>
          <Button type="submit" size="sm" disabled={form.pending}>{t("saveIntroduction")}</Button>
        </div>
      </form>
    </div>
  );
}
