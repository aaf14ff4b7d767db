"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Pencil } from "lucide-react";
import { helpChannelsInput, helpDocOps, type HelpChannelsInput } from "@/lib/contracts/base-data/help-doc";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

function ChannelsForm({ initial, onSaved }: { initial: HelpChannelsInput; onSaved: () => void }) {
  const t = useTranslations("helpDoc");
  const f = useContractForm(helpChannelsInput, initial, {
    onSubmit: (body) => callOp(helpDocOps.saveChannels, { body }),
    onSuccess: onSaved,
    successMessage: "helpDoc.saved",
  });
  return (
    <form onSubmit={f.submit} className="grid gap-3" noValidate aria-label={t("editTitle")}>
      <FormField label={t("email")} error={f.errorOf("email")} required>
        <Input type="email" autoComplete="off" {...f.field("email")} />
      </FormField>
      <FormField label={t("phone")} hint={t("phoneHint")} error={f.errorOf("phone")} required>
        <Input type="tel" autoComplete="off" {...f.field("phone")} />
      </FormField>
      <Button type="submit" disabled={f.pending}>{t("save")}</Button>
    </form>
  );
}

/** Admins change the desk's e-mail and phone from the dashboard's help channels; everyone sees the saved values. */
export function ChannelsEditor({ email, phone, modified }: { email: string; phone: string; modified: string | null }) {
  const t = useTranslations("helpDoc");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" data-testid="help-channels-edit">
          <Pencil aria-hidden="true" className="size-4" />
          {t("edit")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("editTitle")}</DialogTitle>
          <DialogDescription>{modified ? t("lastChanged", { by: modified }) : t("defaults")}</DialogDescription>
        </DialogHeader>
        <ChannelsForm
          initial={{ email, phone }}
          onSaved={() => {
            setOpen(false);
            router.refresh();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
