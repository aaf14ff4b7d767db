"use client";

import { LazyTooltip } from "@/components/ui/lazy-tooltip";

/**
 * A control that the record's state forbids: disabled, with the reason as a tooltip on a focusable
 * wrapper (a disabled button gets neither hover nor focus) and for screen readers. No reason: as is.
 */
export function DisabledReason({ reason, children }: { reason: string | null; children: React.ReactElement }) {
  if (!reason) return children;
  return (
    <LazyTooltip text={reason}>
      <span tabIndex={0} aria-label={reason} className="inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" data-testid="disabled-reason">
        {children}
      </span>
    </LazyTooltip>
  );
}
