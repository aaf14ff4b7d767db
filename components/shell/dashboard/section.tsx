import { Link } from "@/components/common/link";
import type { LucideIcon } from "lucide-react";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";

/** One dashboard section: a titled card (h2) with an optional "more" link. */
export function Section({
  id,
  title,
  icon: Icon,
  more,
  className,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  more?: { href: string; label: string };
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `dashboard-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`dashboard-${id}`}
      className={cn("flex min-w-0 flex-col rounded-lg border border-border bg-card shadow-sm", className)}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {title}
        </h2>
        {more && (
          <Link href={more.href} className="flex items-center gap-0.5 rounded-sm text-xs text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {more.label}
            <span className="sr-only">{`: ${title}`}</span>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </Link>
        )}
      </div>
      <div className="flex-1 p-4">{children}</div>
    </section>
  );
}

/** The dashboard while its sections load: two rows of cards. */
export function DashboardSkeleton() {
  return (
    <div className="space-y-4" data-testid="dashboard-loading">
      <div className="grid gap-4 lg:grid-cols-3">
        <SectionSkeleton />
        <SectionSkeleton className="max-lg:hidden" />
        <SectionSkeleton className="max-lg:hidden" />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <SectionSkeleton className="lg:col-span-2" />
        <SectionSkeleton className="max-lg:hidden" />
      </div>
    </div>
  );
}

function SectionSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn("rounded-lg border border-border bg-card p-4 shadow-sm", className)} aria-hidden="true">
      <div className="h-4 w-32 animate-pulse rounded bg-muted" />
      <div className="mt-6 space-y-3">
        <div className="h-8 animate-pulse rounded bg-muted" />
        <div className="h-8 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}

/** A counter tile linking to the list it counts. */
export function StatTile({ label, value, href, tone = "default", testId }: { label: string; value: number | null; href?: string; tone?: "default" | "warning" | "danger"; testId?: string }) {
  const body = (
    <>
      <span className={cn("text-2xl font-semibold tabular-nums", tone === "warning" && "text-amber-800", tone === "danger" && "text-destructive")}>
        {value ?? "—"}
      </span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </>
  );
  const cls = "flex flex-col gap-1 rounded-md border border-border bg-background px-3 py-2.5";
  return href && value !== null ? (
    <Link href={href} data-testid={testId} className={cn(cls, "transition-colors hover:border-[var(--theme)] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none")}>
      {body}
    </Link>
  ) : (
    <div data-testid={testId} className={cls}>
      {body}
    </div>
  );
}
