"use client";

import { useTranslations } from "next-intl";
import { Check } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { settingsStore, useSettings } from "@/lib/settings/store";
import type { Settings } from "@/lib/settings/settings";
import { defaultTheme } from "@/lib/settings/colors";
import { paletteFor } from "@/lib/settings/theme";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Switch } from "@/components/ui/switch";

const swatches = [defaultTheme, "#1890ff", "#304156", "#212121", "#11a983", "#13c2c2", "#6959cd", "#f5222d"] as const;
const toggles = ["tagsView", "fixedHeader", "sidebarLogo", "pinyinSearch"] as const satisfies readonly (keyof Settings)[];

/** The settings sheet, loaded with its first opening (see settings-panel.tsx). */
export default function SettingsSheet({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations("settings");
  const settings = useSettings();
  const theme = settings.theme.toLowerCase();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="right" closeLabel={t("close")} className="w-[320px] max-w-[90vw]" data-testid="settings-panel">
        <SheetHeader>
          <SheetTitle>{t("title")}</SheetTitle>
          <SheetDescription>{t("description")}</SheetDescription>
        </SheetHeader>
        <div className="space-y-5 px-4">
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{t("theme")}</legend>
            <div role="group" aria-label={t("theme")} className="flex flex-wrap gap-2">
              {swatches.map((color) => {
                const selected = theme === color;
                return (
                  <button
                    key={color}
                    type="button"
                    aria-pressed={selected}
                    aria-label={t("swatch", { color })}
                    onClick={() => settingsStore.update({ theme: color, palette: paletteFor(color) })}
                    className="flex size-8 items-center justify-center rounded-md border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                    style={{ background: color }}
                  >
                    {selected && <Check aria-hidden="true" className="size-4 text-white drop-shadow" />}
                  </button>
                );
              })}
            </div>
            <div className="flex items-center gap-3">
              <input
                id="settings-theme-custom"
                type="color"
                value={theme}
                onChange={(e) => settingsStore.update({ theme: e.target.value, palette: paletteFor(e.target.value) })}
                className="h-8 w-12 cursor-pointer rounded border border-input bg-background p-0.5"
                data-testid="settings-theme"
              />
              <Label htmlFor="settings-theme-custom" className="font-normal">
                {t("customTheme")} <span className="font-mono text-xs text-muted-foreground">{theme}</span>
              </Label>
            </div>
          </fieldset>
          <Separator />
          <ul className="space-y-4">
            {toggles.map((key) => (
              <li key={key} className="flex items-center justify-between gap-4">
                <Label htmlFor={`settings-${key}`} className="flex-1 flex-col items-start gap-1 font-normal">
                  <span className="block text-sm font-medium">{t(`${key}.label`)}</span>
                  <span className="block text-xs text-muted-foreground">{t(`${key}.hint`)}</span>
                </Label>
                <Switch
                  id={`settings-${key}`}
                  checked={settings[key]}
                  onCheckedChange={(checked) => settingsStore.update({ [key]: checked })}
                  data-testid={`settings-${key}`}
                />
              </li>
            ))}
          </ul>
        </div>
        <SheetFooter>
          <Button
            variant="outline"
            onClick={() => {
              settingsStore.reset();
              toast.success(t("resetDone"));
            }}
          >
            {t("reset")}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
