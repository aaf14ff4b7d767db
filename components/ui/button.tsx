import * as React from "react";

import { cn } from "@/lib/utils";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 disabled:saturate-0 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  secondary: "bg-muted text-foreground shadow-sm hover:bg-muted/80",
  outline:
    "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  destructive:
    "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 focus-visible:ring-destructive",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

const sizes = {
  default: "h-[var(--control-h)] px-[var(--control-px)] text-[length:var(--control-text)]",
  sm: "h-[calc(var(--control-h)-6px)] px-[calc(var(--control-px)-4px)] text-[length:var(--control-text)]",
  lg: "h-[calc(var(--control-h)+6px)] px-[calc(var(--control-px)+8px)] text-[length:var(--control-text)]",
  icon: "size-[var(--control-h)] p-0",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = "default",
  size = "default",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], variant === "link" && "h-auto px-0", className);
}

/** A link or another element styled as a button takes buttonVariants() as its className. */
export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  className,
  variant = "default",
  size = "default",
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
