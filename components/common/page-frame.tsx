import { PageHeader } from "@/components/shell/page-header";

/** The frame of a purchasing page: the shell's page heading, then the body. */
export function PageFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <PageHeader title={title} className="mb-1" />
      {children}
    </section>
  );
}
