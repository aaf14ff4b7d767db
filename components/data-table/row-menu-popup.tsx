"use client";

import type { ContentRef } from "@/components/common/first-use";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/** A row's open action menu (row-actions-column.tsx loads it on the first open). */
export default function RowMenuPopup({
  trigger,
  contentRef,
  items,
}: {
  trigger: React.ReactElement;
  contentRef: ContentRef;
  items: () => React.ReactNode;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" ref={contentRef}>
        {items()}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
