"use client";

import { cloneElement, isValidElement, type ReactElement } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { LazyTooltip } from "@/components/ui/lazy-tooltip";
import { assertRightsList } from "@/lib/rights/has-rights";
import { useHasRights } from "@/lib/rights/context";
import { useRightLabel } from "@/lib/rights/use-right-label";

interface Props {
  /** Rights codes, any one of which lets the user use the control, e.g. [rights.purchaseOrder.receive]. Required. */
  anyOf: readonly string[];
  /** Exactly one control element (a button, a link, an input). */
  children: ReactElement<{ disabled?: boolean; className?: string; "aria-disabled"?: boolean; tabIndex?: number }>;
}

/**
 * Disables and greys the wrapped control for a user whose rights codes contain none of `anyOf`, with a
 * tooltip saying why (docs/requirements.md §6). Admin always passes. Using it without a list throws a clear error.
 * Whatever the child is (a control, a DisabledReason around one, a form or a group of buttons), everything
 * inside is inert: no click, no focus, and form controls are :disabled through the fieldset.
 * A courtesy only: the services answer 403 for the same codes.
 */
export function RequireRights({ anyOf, children }: Props) {
  assertRightsList(anyOf);
  const allowed = useHasRights(anyOf);
  const t = useTranslations("rights");
  const label = useRightLabel().right;
  if (allowed) return children;
  if (!isValidElement(children)) return null;
  const control = cloneElement(children, {
    disabled: true,
    "aria-disabled": true,
    tabIndex: -1,
    className: cn(children.props.className, "pointer-events-none opacity-50 grayscale"),
  });
  const reason = t("missing", { codes: anyOf.map(label).join(", ") });
  return (
    <LazyTooltip text={reason}>
      <span
        tabIndex={0}
        className="inline-flex cursor-not-allowed rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-rights-denied={anyOf.join(",")}
        aria-label={reason}
        role="group"
      >
        <span inert className="contents">
          <fieldset disabled className="contents">
            {control}
          </fieldset>
        </span>
      </span>
    </LazyTooltip>
  );
}
