"use client";

import * as React from "react";
import { Checkbox as Primitive } from "radix-ui";
import { CheckIcon, MinusIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { checkboxClass } from "./checkbox-class";

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
