"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Sends the page to the printer; the toolbar hides itself on paper, so the sheet alone prints. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button onClick={() => window.print()} data-testid="print-button">
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
