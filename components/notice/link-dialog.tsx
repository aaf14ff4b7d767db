"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

const safeLink = /^(https?:\/\/|mailto:)/i;

/**
 * The editor's link dialog, instead of the browser's prompt(): the address, checked before it is set;
 * `onSave("")` removes the link. Opened with the selection's current address (or https://).
 */
export function LinkDialog({ initial, linked, onSave, onClose }: {
  initial: string; linked: boolean; onSave: (href: string) => void; onClose: () => void;
}) {
  const t = useTranslations("notice.editor");
  const tc = useTranslations("common");
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const value = href.trim();
    if (value && !safeLink.test(value)) return setError(t("linkInvalid"));
    onSave(value);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md" data-testid="link-dialog">
        <DialogHeader>
          <DialogTitle>{t("link")}</DialogTitle>
          <DialogDescription>{t("linkPrompt")}</DialogDescription>
        </DialogHeader>
        {/* React carries a submit through the portal to the notice's own form: it stops here */}
        <form noValidate onSubmit={(e) => { e.preventDefault(); e.stopPropagation(); save(); }} className="grid gap-4">
          <FormField label={t("linkAddress")} error={error}>
            <Input value={href} autoFocus inputMode="url" onChange={(e) => { setHref(e.target.value); setError(undefined); }} data-testid="link-href" />
          </FormField>
          <DialogFooter>
            {linked && <Button type="button" variant="outline" onClick={() => onSave("")} data-testid="link-remove">{t("linkRemove")}</Button>}
            <Button type="button" variant="ghost" onClick={onClose}>{tc("cancel")}</Button>
            <Button type="submit" data-testid="link-save">{tc("save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
