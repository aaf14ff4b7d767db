"use client";

import { useRef } from "react";
import { useReactToPrint } from "react-to-print";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { printFrameStyle } from "./print-page";

/**
 * Prints the document of the page's `PrintPage` with react-to-print. It finds the document by itself, so a print
 * page whose document the server renders ships this button as its only client code.
 */
export function PrintButton({ label, documentTitle, paper, disabled }: { label: string; documentTitle: string; paper: string; disabled?: boolean }) {
  const sheet = useRef<HTMLElement | null>(null);
  const print = useReactToPrint({ contentRef: sheet, documentTitle, pageStyle: printFrameStyle(paper) });
  return (
    <Button
      className="ml-auto"
      disabled={disabled}
      onClick={() => {
        sheet.current = document.querySelector<HTMLElement>("[data-print-document]");
        print();
      }}
      data-testid="print-button"
    >
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
