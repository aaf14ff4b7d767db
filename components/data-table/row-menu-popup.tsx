"use client";

import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/** A row's open action menu (row-actions-column.tsx loads it on the first open). */
export default function RowMenuPopup({
  look,
  open,
  onOpenChange,
  byKeyRef,
  items,
}: {
  look: React.ComponentProps<typeof Button>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  byKeyRef: RefObject<boolean>;
  items: () => React.ReactNode;
}) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button {...look} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        ref={(menu) => {
          // opened from the keyboard before the menu existed: start on its first item, as the menu itself would
          if (!menu || !byKeyRef.current) return;
          byKeyRef.current = false;
          requestAnimationFrame(() => menu.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus());
        }}
      >
        {items()}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
