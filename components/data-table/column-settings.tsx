"use client";

import { lazy, Suspense, useState } from "react";
import { useTranslations } from "next-intl";
import { ShellIcon } from "@/components/shell/shell-icon";
import { Button } from "@/components/ui/button";

export interface SettingsColumn {
  id: string;
  label: string;
  visible: boolean;
}
export interface ColumnSettingsProps {
  columns: SettingsColumn[];
  onToggle: (id: string, visible: boolean) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onReset: () => void;
}

const load = () => import("./column-settings-popover");
const Popover = lazy(load);

/** The table's "Columns" button; its popover (column-settings-popover.tsx) loads when it is first opened. */
export function ColumnSettings(props: ColumnSettingsProps) {
  const t = useTranslations("dataTable");
  const [open, setOpen] = useState<boolean | null>(null);
  const button = (onClick?: () => void) => (
    <Button variant="outline" size="sm" data-testid="column-settings" aria-haspopup="dialog" onClick={onClick} onPointerEnter={() => void load()}>
      <ShellIcon name="columns" />
      {t("columns")}
    </Button>
  );
  const standIn = button(() => setOpen(true));
  if (open === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Popover {...props} open={open} onOpenChange={setOpen} trigger={button()} />
    </Suspense>
  );
}
