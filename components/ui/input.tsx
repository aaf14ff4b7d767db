"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

const NON_CLEARABLE = new Set([
  "checkbox", "radio", "file", "range", "color", "hidden", "submit", "button", "reset", "image",
]);

export const inputClassName =
  "flex h-[var(--control-h)] w-full min-w-0 rounded-md border border-input bg-background px-[var(--control-px)] text-[length:var(--control-text)] text-foreground shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-full file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 aria-invalid:focus-visible:ring-destructive/40";

export type InputProps = React.ComponentProps<"input"> & {
  clearable?: boolean;
  clearLabel?: string;
  wrapperClassName?: string;
  onClear?: () => void;
};

function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, "value")?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

function handOn<T>(ref: React.Ref<T> | undefined, node: T | null): void | (() => void) {
  if (typeof ref === "function") return ref(node);
  if (ref) ref.current = node;
}

/** The element for this component's own use, also handed to the caller's `ref`. */
export function useOwnRef<T>(ref: React.Ref<T> | undefined): [React.RefObject<T | null>, (node: T | null) => void | (() => void)] {
  const own = React.useRef<T | null>(null);
  const set = React.useCallback(
    (node: T | null) => {
      own.current = node;
      return handOn(ref, node);
    },
    [ref],
  );
  return [own, set];
}

/**
 * What was typed (or filled by the browser) into a field before the page's script ran fires no change event, and
 * hydration keeps it in the box while the form's state keeps the server's value (`held`). This hands it on once as
 * a change. React hears one only when its tracker, set through the element's own `value`, differs from the box.
 */
export function useTextTypedEarly(ref: React.RefObject<HTMLInputElement | HTMLTextAreaElement | null>, held: unknown, listens: boolean): void {
  React.useEffect(() => {
    const el = ref.current;
    if (!el || !listens) return;
    const typed = el.value;
    const server = String(held ?? "");
    if (typed === server) return;
    el.value = server;
    setNativeValue(el, typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for what the page held when it hydrated
  }, []);
}

/**
 * For a dialog's or sheet's onEscapeKeyDown (Radix listens on the document before the field): Escape in a field
 * that has something to clear clears it, and leaves the dialog open.
 */
export function escapeClearsFieldFirst(e: KeyboardEvent): void {
  if (e.target instanceof HTMLInputElement && e.target.hasAttribute("data-clearable")) e.preventDefault();
}

export function Input({
  className,
  wrapperClassName,
  type = "text",
  clearable = true,
  clearLabel = "Clear",
  onClear,
  ref,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  disabled,
  readOnly,
  ...props
}: InputProps) {
  const [innerRef, setRefs] = useOwnRef(ref);
  const isControlled = value !== undefined;
  const [uncontrolledHasValue, setUncontrolledHasValue] = React.useState(
    defaultValue !== undefined && String(defaultValue).length > 0,
  );
  const hasValue = isControlled ? String(value ?? "").length > 0 : uncontrolledHasValue;
  const canClear = clearable && !NON_CLEARABLE.has(type);
  const showClear = canClear && hasValue && !disabled && !readOnly;

  // An uncontrolled field filled before the script ran shows its clear button too, with or without a listener.
  React.useEffect(() => {
    if (!isControlled && innerRef.current?.value) setUncontrolledHasValue(true);
  }, [isControlled, innerRef]);
  useTextTypedEarly(innerRef, isControlled ? value : defaultValue, !!onChange && !NON_CLEARABLE.has(type));

  const handleChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    if (!isControlled) setUncontrolledHasValue(e.currentTarget.value.length > 0);
    onChange?.(e);
  };

  const handleClear = () => {
    const el = innerRef.current;
    if (!el) return;
    setNativeValue(el, "");
    onClear?.();
    el.focus();
  };
  const handleKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.key !== "Escape" || !showClear) return;
    e.preventDefault();
    e.stopPropagation();
    handleClear();
  };

  const input = (
    <input
      ref={setRefs}
      type={type}
      data-slot="input"
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      data-clearable={showClear ? "" : undefined}
      disabled={disabled}
      readOnly={readOnly}
      className={cn(inputClassName, canClear && "pr-[calc(var(--control-px)+1.5rem)] [&::-webkit-search-cancel-button]:appearance-none", className)}
      {...props}
    />
  );

  if (!canClear) return input;

  return (
    <div data-slot="input-wrapper" className={cn("relative w-full", wrapperClassName)}>
      {input}
      {/* Not a tab stop: Tab goes from field to field; the field's own Escape clears it, as does a click here. */}
      {showClear && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={clearLabel}
          title={clearLabel}
          onClick={handleClear}
          className="absolute top-1/2 right-[calc(var(--control-px)/2)] inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          {/* lucide's X, drawn here: lucide's icon base would otherwise be first-load JavaScript of every list page */}
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-3.5" aria-hidden="true">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      )}
    </div>
  );
}
