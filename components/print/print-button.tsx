"use client";

import { useRef } from "react";
import { useReactToPrint } from "react-to-print";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { printFrameStyle } from "./print-page";

/**
 * Prints the page's sheet (`[data-print-sheet]`), for a print page whose document the server renders: the
 * button is the page's only client code.
 */
export function PrintButton({ label, documentTitle, paper }: { label: string; documentTitle: string; paper: string }) {
  const sheet = useRef<HTMLElement | null>(null);
  const print = useReactToPrint({ contentRef: sheet, documentTitle, pageStyle: printFrameStyle(paper) });
  return (
    <Button
      className="ml-auto"
      onClick={() => {
        sheet.current = document.querySelector<HTMLElement>("[data-print-sheet]");
        print();
      }}
      data-testid="print-button"
    >
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
