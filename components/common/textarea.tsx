"use client";

import * as React from "react";
import { useOwnRef, useTextTypedEarly } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export function Textarea({ className, ref, ...props }: React.ComponentProps<"textarea">) {
  const [inner, setRefs] = useOwnRef(ref);
  useTextTypedEarly(inner, props.value !== undefined ? props.value : props.defaultValue, !!props.onChange);
  return (
    <textarea
      ref={setRefs}
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-background px-[var(--control-px)] py-2 text-[length:var(--control-text)] text-foreground shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
