import { Link } from "@/components/common/link";
import { cn } from "@/lib/utils";

/** Views of one module that are pages of their own (each list keeps its filters in its URL), as a tab strip of links. */
export function LinkTabs({ label, current, tabs, testId }: {
  label: string;
  current: string;
  tabs: ReadonlyArray<{ key: string; href: string; label: string }>;
  testId: string;
}) {
  return (
    <nav className="flex gap-1 border-b" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? "page" : undefined}
          data-testid={`${testId}-${tab.key}`}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            tab.key === current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
