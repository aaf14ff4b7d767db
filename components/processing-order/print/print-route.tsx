import { getTranslations } from "next-intl/server";
import { FileSearch, Printer } from "lucide-react";
import { processingPrintIds, processingPrintOps, type ProcessingPrintForm } from "@/lib/contracts/erp-production/processing-print";
import { ReturnCode } from "@/lib/contracts/envelope";
import { dashboardContext } from "@/lib/dashboard/context";
import { callOpJson } from "@/lib/upstream/client";
import { BackLink } from "@/components/common/back-link";
import { EmptyState } from "@/components/shell/empty-state";
import { ProcessingPrint } from "./processing-print";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function printMetadata(form: ProcessingPrintForm) {
  const t = await getTranslations("pages.outerworkorder");
  return { title: t(form) };
}

/**
 * A processing print page (/outerworkorder/<form>?ids=1,2): the ids checked with the contract's rule, the
 * orders read on the server through the print operation; missing or foreign orders show the not-found
 * state, a refusal (a non-carton order on the carton flow sheet) its message.
 */
export async function ProcessingPrintRoute({ form, searchParams }: { form: ProcessingPrintForm; searchParams: SearchParams }) {
  const [ctx, q, t, tAll, titles] = await Promise.all([
    dashboardContext(), searchParams, getTranslations("processingPrint"), getTranslations(), getTranslations("pages.outerworkorder"),
  ]);
  const ids = processingPrintIds.safeParse(typeof q.ids === "string" ? q.ids : "");
  const res = ids.success ? await callOpJson(processingPrintOps.print, { token: ctx.erpToken, locale: ctx.locale, query: { ids: ids.data.join(","), form } }) : null;
  if (res?.returnCode === ReturnCode.ok && res.data) return <ProcessingPrint form={form} orders={res.data} />;
  const missing = res?.returnCode === ReturnCode.notFound;
  const message = ids.success ? res?.message : tAll(ids.error.issues[0]!.message);
  return (
    <section className="rounded-lg border border-border bg-card shadow-sm" data-testid={missing ? "print-not-found" : "print-refused"}>
      <EmptyState
        icon={missing ? FileSearch : Printer}
        title={missing ? t("notFoundTitle") : t("refusedTitle", { form: titles(form) })}
        body={missing ? t("notFoundBody") : <span role="alert">{message}</span>}
        action={<BackLink href="/processing/order" label={t("back")} />}
      />
    </section>
  );
}
