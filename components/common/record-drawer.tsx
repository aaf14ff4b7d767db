"use client";

import { useTranslations } from "next-intl";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

/**
 * One record in a side drawer: its title, a line under it (text, or an element such as a link) and its body,
 * rendered only while a record is open. A list mounts it with the first record opened (openedOnce).
 */
export function RecordDrawer({ open, onClose, title, description, className, testId, children }: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: React.ReactNode;
  /** the width, e.g. "sm:max-w-[min(72rem,94vw)]" */
  className: string;
  testId: string;
  children: React.ReactNode;
}) {
  const t = useTranslations();
  return (
    <Sheet open={open} onOpenChange={(o) => !o && onClose()}>
      <SheetContent
        closeLabel={t("common.close")}
        className={`w-full ${className}`}
        data-testid={testId}
        {...(description === undefined ? { "aria-describedby": undefined } : {})}
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          {typeof description === "string" ? (
            <SheetDescription>{description}</SheetDescription>
          ) : (
            description !== undefined && <SheetDescription asChild>{description}</SheetDescription>
          )}
        </SheetHeader>
        <div className="px-4 pb-6">{open && children}</div>
      </SheetContent>
    </Sheet>
  );
}
