"use client";

import { useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/**
 * A filter's select whose options mount only while it is open, its value shown from the options. A closed
 * select otherwise renders all its options out of sight after mounting, synchronously, so a list's
 * filters held up the first input after every list page loaded.
 */
export function FilterSelect({
  value,
  onValueChange,
  options,
  ...trigger
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
} & Omit<React.ComponentProps<typeof SelectTrigger>, "value" | "children">) {
  const [open, setOpen] = useState(false);
  return (
    <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger {...trigger}>
        <SelectValue>{options.find((o) => o.value === value)?.label}</SelectValue>
      </SelectTrigger>
      {open && (
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
