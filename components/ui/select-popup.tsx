"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import type { LazySelectProps } from "./lazy-select";

/** The Radix select behind a LazySelect, loaded on the first pointer or key that opens it. */
export default function SelectPopup({
  value,
  onValueChange,
  options,
  open,
  onOpenChange,
  placeholder,
  ...trigger
}: LazySelectProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={onOpenChange}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder}>{options.find((o) => o.value === value)?.label ?? placeholder}</SelectValue>
      </SelectTrigger>
      {/* options mount only while open: a closed Radix select renders them all out of sight */}
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
