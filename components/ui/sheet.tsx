"use client";

import * as React from "react";
import { Dialog as SheetPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { escapeClearsFieldFirst } from "./input";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetPortal = SheetPrimitive.Portal;

export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & {
  side?: "left" | "right";
  closeOnOutside?: boolean;
  showCloseButton?: boolean;
  closeLabel?: string;
};

export function SheetContent({
  className,
  children,
  side = "right",
  closeOnOutside = false,
  showCloseButton = true,
  closeLabel = "Close",
  onPointerDownOutside,
  onInteractOutside,
  onEscapeKeyDown,
  ...props
}: SheetContentProps) {
  return (
    <SheetPortal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        onEscapeKeyDown={(e) => {
          escapeClearsFieldFirst(e);
          onEscapeKeyDown?.(e);
        }}
        onPointerDownOutside={(e) => {
          onPointerDownOutside?.(e);
          if (!closeOnOutside) e.preventDefault();
        }}
        onInteractOutside={(e) => {
          onInteractOutside?.(e);
          if (!closeOnOutside) e.preventDefault();
        }}
        className={cn(
          "fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 overflow-y-auto bg-background text-foreground shadow-lg outline-none sm:max-w-sm",
          side === "right" ? "right-0 border-l border-border" : "left-0 border-r border-border",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground opacity-80 transition-opacity outline-none hover:bg-accent hover:text-accent-foreground hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4 pr-12", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-2 p-4", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title data-slot="sheet-title" className={cn("font-semibold text-foreground", className)} {...props} />
  );
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
