import * as React from "react";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: React.Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") return ref(node);
  if (ref) ref.current = node;
}

/**
 * `asChild` for Button and Badge: renders its one child with the slot's props merged in (the child's handler
 * runs before the slot's, the classes join, the child's style and other props win) and both refs set. Radix's
 * Slot does the same, but it would be part of every page's first load through Button.
 */
export function Slot({ children, ref, ...slotProps }: AnyProps & { children?: React.ReactNode; ref?: React.Ref<HTMLElement> }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === "style") merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === "className") merged.className = [slotValue, childValue].filter(Boolean).join(" ");
  }
  const childRef = childProps.ref as React.Ref<HTMLElement> | undefined;
  merged.ref = ref && childRef ? (node: HTMLElement | null) => { setRef(ref, node); setRef(childRef, node); } : (ref ?? childRef);
  return React.cloneElement(children, merged);
}
