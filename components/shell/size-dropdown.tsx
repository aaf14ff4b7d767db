"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { settingsStore, useSettings } from "@/lib/settings/store";
import { sizes, type Size } from "@/lib/settings/settings";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The size menu, loaded on first use (see size-select.tsx). */
export default function SizeDropdown({ trigger }: { trigger: React.ReactElement }) {
  const t = useTranslations("shell");
  const { size } = useSettings();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("size")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={size}
          onValueChange={(value) => {
            settingsStore.update({ size: value as Size });
            toast.success(t("sizeSwitched", { size: t(`sizes.${value as Size}`) }));
          }}
        >
          {sizes.map((s) => (
            <DropdownMenuRadioItem key={s} value={s} data-size-option={s}>
              {t(`sizes.${s}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
