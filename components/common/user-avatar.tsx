import { cn } from "@/lib/utils";

/**
 * A user's picture, or the first letter of their name on the primary colour when they have none: the header's
 * and the profile's are this one, so an upload shows in both.
 */
export function UserAvatar({ name, src, alt, className, testId }: { name: string; src: string | null; alt?: string; className?: string; testId?: string }) {
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- a private, per-session image the optimiser must not cache
    return <img src={src} alt={alt ?? ""} aria-hidden={alt ? undefined : true} className={cn("shrink-0 rounded-full border border-border object-cover", className)} data-testid={testId} />;
  }
  return (
    <span aria-hidden="true" className={cn("flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground", className)} data-testid={testId}>
      {Array.from(name.trim())[0] ?? "?"}
    </span>
  );
}
