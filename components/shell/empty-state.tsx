import type { LucideIcon } from "lucide-react";
import { Inbox } from "lucide-react";
import { cn } from "@/lib/utils";

/** A real empty state: says what would be here and, when useful, what to do next. */
export function EmptyState({
  title,
  body,
  icon: Icon = Inbox,
  action,
  className,
  compact = false,
}: {
  title: string;
  body?: React.ReactNode;
  icon?: LucideIcon;
  action?: React.ReactNode;
  className?: string;
  compact?: boolean;
}) {
  return (
    <div className={cn("flex h-full flex-col items-center justify-center text-center", compact ? "gap-1.5 py-6" : "gap-2 py-12", className)} data-testid="empty-state">
      <Icon aria-hidden="true" className={cn("text-muted-foreground/70", compact ? "size-7" : "size-10")} />
      <p className="text-sm font-medium">{title}</p>
      {body && <p className="max-w-md text-sm text-muted-foreground">{body}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
