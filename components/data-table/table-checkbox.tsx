"use client";

import { ShellIcon } from "@/components/shell/shell-icon";
import { checkboxClass } from "@/components/ui/checkbox-class";
import { cn } from "@/lib/utils";

/**
 * A data table's checkbox (row selection, column settings): the form checkbox's look and ARIA checkbox
 * semantics, without its state and effects (a 200-row page has 200 of them; a form's checkbox also feeds
 * the form, these do not).
 */
export function TableCheckbox({
  checked,
  onChange,
  className,
  ...button
}: { checked: boolean | "indeterminate"; onChange: (checked: boolean) => void } & Omit<React.ComponentProps<"button">, "onChange">) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === "indeterminate" ? "mixed" : checked}
      data-state={checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked"}
      className={cn(checkboxClass, "flex items-center justify-center", className)}
      onClick={() => onChange(checked !== true)}
      // a checkbox toggles on Space only (WAI-ARIA), as the form checkbox does
      onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
      {...button}
    >
      {checked === "indeterminate" ? <ShellIcon name="minus" className="size-3.5" /> : checked ? <ShellIcon name="check" className="size-3.5" /> : null}
    </button>
  );
}
