"use client";

import { cloneElement, useEffect, useRef } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** The "why is this disabled" tooltip, loaded when the pointer or focus first reaches the control (see require-rights.tsx). */
export default function DeniedTooltip({ reason, anchor, refocus }: { reason: string; anchor: React.ReactElement; refocus: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (refocus) ref.current?.focus();
  }, [refocus]);
  return (
    <Tooltip defaultOpen>
      <TooltipTrigger asChild>{cloneElement(anchor as React.ReactElement<{ ref?: React.Ref<HTMLSpanElement> }>, { ref })}</TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}
