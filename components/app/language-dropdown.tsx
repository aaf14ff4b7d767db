"use client";

import type { ContentRef } from "@/components/common/first-use";
import { cloneElement, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { locales } from "@/lib/i18n/locales";
import { setLocale } from "@/lib/actions/session";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The language menu, loaded on first use (see language-switch.tsx). */
export default function LanguageDropdown({ trigger, contentRef }: { trigger: React.ReactElement; contentRef: ContentRef }) {
  const t = useTranslations("language");
  const current = useLocale();
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{cloneElement(trigger as React.ReactElement<{ disabled?: boolean }>, { disabled: pending })}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" ref={contentRef}>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) =>
            start(async () => {
              const switched = await setLocale(value);
              router.refresh();
              if (switched) toast.success(switched);
            })
          }
        >
          {locales.map((l) => (
            <DropdownMenuRadioItem key={l} value={l} lang={l}>
              {t(l)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
