import { cn } from "@/lib/utils";

/**
 * A wide table's horizontal scroller. It is a named region in the tab order, so a keyboard user can
 * scroll it (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn("overflow-x-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none", className)}
    >
      {children}
    </div>
  );
}
