"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/** A label that, like Radix's, does not select its text on a double click (unless the click is in its control). */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      onMouseDown={(e) => {
        onMouseDown?.(e);
        if ((e.target as HTMLElement).closest("button, input, select, textarea")) return;
        if (!e.defaultPrevented && e.detail > 1) e.preventDefault();
      }}
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
