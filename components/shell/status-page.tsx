import { Link } from "@/components/common/link";
import type { LucideIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

/** The 401 and 404 pages: the code, what happened and the way back, inside the shell. */
export function StatusPage({ code, title, body, back, icon: Icon, testId }: { code: string; title: string; body: string; back: string; icon: LucideIcon; testId: string }) {
  return (
    <section className="flex justify-center pt-10 sm:pt-16" data-testid={testId}>
      <div className="w-full max-w-md rounded-lg border border-border bg-card px-6 py-10 text-center shadow-sm">
        <Icon aria-hidden="true" className="mx-auto size-12 text-primary" />
        <p className="mt-4 text-5xl font-bold tracking-tight text-primary">{code}</p>
        <h1 className="mt-3 text-xl font-semibold" data-testid="page-title">
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">{body}</p>
        <Link href="/dashboard" className={buttonVariants({ className: "mt-6" })}>
          {back}
        </Link>
      </div>
    </section>
  );
}
