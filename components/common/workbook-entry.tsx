"use client";

import { useState, type ComponentType } from "react";
import { FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface WorkbookDialogProps { open: boolean; onClose: (applied: boolean) => void }

/**
 * An Excel round trip's entry on a list: a button that opens its dialog (download the template, upload it filled,
 * read the report row by row); the list reloads when something was applied.
 */
export function WorkbookEntry({ label, testId, dialog: Dialog, onApplied }: {
  label: string;
  testId: string;
  /** An `openedOnce` dialog, so its code loads on the first open only. */
  dialog: ComponentType<WorkbookDialogProps>;
  onApplied: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        <FileSpreadsheet aria-hidden="true" />{label}
      </Button>
      <Dialog open={open} onClose={(applied) => {
        setOpen(false);
        if (applied) onApplied();
      }} />
    </>
  );
}
