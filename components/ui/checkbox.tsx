"use client";

import * as React from "react";
import { Checkbox as Primitive } from "radix-ui";
import { CheckIcon, MinusIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/** The box's look, shared with the data table's own light checkbox (components/data-table/select-column.tsx). */
export const checkboxClass =
  "peer size-4 shrink-0 rounded-[4px] border border-input bg-background shadow-xs transition-shadow outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground";

export function Checkbox({ className, checked, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      data-slot="checkbox"
      checked={checked}
      className={cn(checkboxClass, className)}
      {...props}
    >
      <Primitive.Indicator className="flex items-center justify-center text-current">
        {checked === "indeterminate" ? <MinusIcon className="size-3.5" /> : <CheckIcon className="size-3.5" />}
      </Primitive.Indicator>
    </Primitive.Root>
  );
}
