"use client";

import { useTranslations } from "next-intl";
import { ALargeSmall } from "lucide-react";
import { toast } from "sonner";
import { settingsStore, useSettings } from "@/lib/settings/store";
import { sizes, type Size } from "@/lib/settings/settings";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** Control density for the whole portal: default, medium, small, mini (data-size on <html>). */
export function SizeSelect() {
  const t = useTranslations("shell");
  const { size } = useSettings();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("size")} data-testid="size-select">
          <ALargeSmall />
        </Button>
      </DropdownMenuTrigger>
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
