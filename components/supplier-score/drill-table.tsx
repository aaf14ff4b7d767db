import { Link } from "@/components/common/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { DrillMeasure, ScoreLine } from "@/lib/contracts/erp-purchase/supplier-score";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { formatDecimal } from "@/components/common/format";
import { monthText } from "./figures";

/**
 * The lines behind one figure, each with its document number: the good ones make the numerator, all of them the
 * denominator, so the reader can recount the percentage. The lines that do not count as good come first.
 */
export async function DrillTable({ measure, month, lines, locale, back, error }: {
  measure: DrillMeasure;
  month: string;
  lines: ScoreLine[];
  locale: string;
  back: string;
  error?: string;
}) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()]);
  // Every date here is already a business day of the company ("yyyy-mm-dd"): shown as that day, in the UI language.
  const day = (v: string | null) => (v ? format.dateTime(new Date(`${v}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }) : "");
  const d = (k: string) => t(`supplierScore.drill.${k}`);
  const sorted = [...lines].sort((a, b) => Number(a.good) - Number(b.good));
  const good = lines.filter((l) => l.good).length;
  const value = d(`value.${measure}`);
  const against = d(`against.${measure}`);
  const showValue = value !== "—";
  const showAgainst = against !== "—";
  const num = (v: string | null) => (v === null ? "" : /^-?\d+(\.\d+)?$/.test(v) ? formatDecimal(v, locale) : v);
  return (
    <section id="drill" aria-labelledby="drill-title" className="min-w-0 rounded-lg border-2 border-primary/40 bg-card p-4 shadow-sm" data-testid="drill">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="drill-title" className="text-base font-semibold">
          {t("supplierScore.drill.title", { measure: t(`supplierScore.measures.${measure}`), month: monthText(`${month}-01`, locale) })}
        </h2>
        <Link href={back} className="text-sm text-primary underline-offset-4 hover:underline">{d("back")}</Link>
      </div>
      <p className="text-sm text-muted-foreground">{d("intro")}</p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">{error}</p>
      ) : lines.length === 0 ? (
        <p className="mt-2 text-sm">{d("none")}</p>
      ) : (
        <>
          {measure !== "deductions" && <p className="mt-2 text-sm font-medium" data-testid="drill-total">{t("supplierScore.drill.total", { good, total: lines.length })}</p>}
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm tabular-nums">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-3">{d("documentNo")}</th>
                  <th scope="col" className="pr-3">{d("reference")}</th>
                  <th scope="col" className="pr-3">{d("date")}</th>
                  {showValue && <th scope="col" className="pr-3 text-right">{value}</th>}
                  {showAgainst && <th scope="col" className="pr-3 text-right">{against}</th>}
                  {measure !== "deductions" && <th scope="col">{d("good")}</th>}
                </tr>
              </thead>
              <tbody>
                {sorted.map((l, i) => (
                  <tr key={`${l.documentNo}-${l.reference}-${i}`} className={l.good ? "border-b border-border/50" : "border-b border-border/50 bg-amber-50"} data-testid="drill-line" data-good={l.good}>
                    <td className="py-1 pr-3 font-medium">{l.documentNo}</td>
                    <td className="pr-3">{l.reference}</td>
                    <td className="pr-3 whitespace-nowrap"><time dateTime={l.date}>{day(l.date)}</time></td>
                    {showValue && <td className="pr-3 text-right">{num(l.value)}</td>}
                    {showAgainst && <td className="pr-3 text-right">{measure === "onTime" ? <time dateTime={l.against ?? undefined}>{day(l.against)}</time> : num(l.against)}</td>}
                    {measure !== "deductions" && <td>{t(enumCaption("yesNo", l.good ? "yes" : "no"))}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
