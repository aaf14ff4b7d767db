"use client";

import { lazy, Suspense, useId, useRef, useState } from "react";
import { selectTriggerClass } from "./select-trigger-class";
import { ShellIcon } from "@/components/shell/shell-icon";

export interface LazySelectProps extends Omit<React.ComponentProps<"button">, "value" | "children" | "onChange"> {
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  size?: "default" | "sm";
  /** Shown while no option has the value. */
  placeholder?: string;
}

const load = () => import("./select-popup");
const Popup = lazy(load);
const opens = ["Enter", " ", "ArrowDown", "ArrowUp"];

/**
 * A select that ships no select code with the page: until it is first opened it is a button with the
 * select's look, value and keyboard (Enter, Space and the arrows open it; a letter picks the next option
 * starting with it), and the Radix select loads behind it on the opening pointer or key. Lists and
 * filters show several of them on every page; most are never opened.
 */
export function LazySelect({ value, onValueChange, options, size = "default", className, placeholder, ...trigger }: LazySelectProps) {
  const [open, setOpen] = useState<boolean | null>(null);
  const typed = useRef({ text: "", at: 0 });
  const listId = useId();
  const label = options.find((o) => o.value === value)?.label;
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-controls={listId}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-size={size}
      data-state="closed"
      data-placeholder={label === undefined ? "" : undefined}
      className={selectTriggerClass(size, className)}
      {...trigger}
      onPointerEnter={() => void load()}
      onFocus={(e) => {
        void load();
        trigger.onFocus?.(e);
      }}
      onPointerDown={(e) => {
        if (e.button !== 0 || e.ctrlKey || trigger.disabled) return;
        e.preventDefault();
        setOpen(true);
      }}
      onKeyDown={(e) => {
        if (opens.includes(e.key)) {
          e.preventDefault();
          setOpen(true);
        } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
          const now = e.timeStamp;
          const text = (now - typed.current.at < 1000 ? typed.current.text : "") + e.key.toLowerCase();
          typed.current = { text, at: now };
          const from = options.findIndex((o) => o.value === value);
          const order = [...options.slice(from + 1), ...options.slice(0, from + 1)];
          const hit = order.find((o) => o.label.toLowerCase().startsWith(text)) ?? (text.length === 1 ? undefined : order.find((o) => o.label.toLowerCase().startsWith(e.key.toLowerCase())));
          if (hit && hit.value !== value) onValueChange(hit.value);
        }
      }}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {label ?? placeholder}
      </span>
      <ShellIcon name="chevron-down" className="opacity-50" />
    </button>
  );
  if (open === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Popup value={value} onValueChange={onValueChange} options={options} size={size} className={className} placeholder={placeholder} {...trigger} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
