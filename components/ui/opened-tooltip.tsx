"use client";

import { cloneElement, useEffect, useRef } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** A tooltip already open on `anchor`, loaded by LazyTooltip when the pointer or focus first reaches it. */
export default function OpenedTooltip({ text, anchor, refocus }: { text: string; anchor: React.ReactElement; refocus: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // the anchor is a new element now: give it back the focus that woke the tooltip
    if (refocus) ref.current?.focus();
  }, [refocus]);
  return (
    <Tooltip defaultOpen>
      <TooltipTrigger asChild>{cloneElement(anchor as React.ReactElement<{ ref?: React.Ref<HTMLSpanElement> }>, { ref })}</TooltipTrigger>
      <TooltipContent>{text}</TooltipContent>
    </Tooltip>
  );
}
