"use client";

import { cloneElement } from "react";
import { LazyTooltip } from "@/components/ui/lazy-tooltip";
import { cn } from "@/lib/utils";

type ControlProps = { disabled?: boolean; className?: string; "aria-disabled"?: boolean; tabIndex?: number };

/**
 * A control that the record's state forbids: disabled, with the reason as a tooltip on a focusable
 * wrapper (a disabled button gets neither hover nor focus) and for screen readers. No reason: as is.
 * What a RequireRights around it sets (disabled, greyed) reaches the control itself.
 */
export function DisabledReason({ reason, children, ...passed }: { reason: string | null; children: React.ReactElement<ControlProps> } & ControlProps) {
  const control = Object.keys(passed).length
    ? cloneElement(children, { ...passed, disabled: passed.disabled || children.props.disabled, className: cn(children.props.className, passed.className) })
    : children;
  if (!reason) return control;
  return (
    <LazyTooltip text={reason}>
      <span tabIndex={0} aria-label={reason} className="inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" data-testid="disabled-reason">
        {control}
      </span>
    </LazyTooltip>
  );
}
