import { Link } from "@/components/common/link";
import { ArrowLeft } from "lucide-react";

/** The "back to the list" link at the head of a detail page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-medium text-foreground underline-offset-2 hover:underline">
      <ArrowLeft className="size-4 text-primary" aria-hidden="true" />
      {label}
    </Link>
  );
}
