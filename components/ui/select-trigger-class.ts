import { cn } from "@/lib/utils";

/** The closed select's look, shared by Radix's trigger (select.tsx) and the stand-in before it loads (lazy-select.tsx). */
export const selectTriggerClass = (size: "default" | "sm", className?: string) =>
  cn(
    "flex w-fit items-center justify-between gap-2 rounded-md border border-input bg-background px-[var(--control-px)] text-[length:var(--control-text)] whitespace-nowrap text-foreground shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0",
    size === "sm" ? "h-[calc(var(--control-h)-6px)]" : "h-[var(--control-h)]",
    className,
  );
