/** A count over a top-bar icon button (the error log's, the bell's); the button's label says the count aloud. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
