"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Prints the page as it stands (the print CSS keeps the document alone); Ctrl+P does the same. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" onClick={() => window.print()} data-testid="print-button">
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
