import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";
import { monthText, percentText } from "./figures";

export interface TrendPoint {
  month: string;
  share: number | null;
  /** The drill-down of the month's figure, where it has one. */
  href: string | null;
}

const M = { top: 12, right: 12, bottom: 26, left: 40 };

/**
 * A measure's 24 months as an SVG line drawn on the server: a month without data breaks the line (a gap), never
 * a fall to 0. The chart names itself (title, desc) and its figures are in a table for screen readers beside it.
 */
export function TrendChart({ id, title, desc, points, locale, caption, headers, width, height = 200 }: {
  id: string;
  title: string;
  desc: string;
  points: TrendPoint[];
  locale: string;
  caption: string;
  headers: { month: string; value: string; noData: string };
  /** The drawing's size in its own units, for a box of one width (a dashboard card); without it, one for phones and one wider. */
  width?: number;
  height?: number;
}) {
  const draw = (w: number, h: number, every: number, key: string, testId: string) => {
    const x = scalePoint<string>().domain(points.map((p) => p.month)).range([M.left, w - M.right]);
    const y = scaleLinear().domain([0, 100]).range([h - M.bottom, M.top]);
    const path = line<TrendPoint>().defined((p) => p.share !== null).x((p) => x(p.month)!).y((p) => y(p.share!))(points) ?? "";
    return (
      <svg viewBox={`0 0 ${w} ${h}`} className="h-auto w-full text-primary" role="img" aria-labelledby={`${key}-title ${key}-desc`} data-testid={testId}>
        <title id={`${key}-title`}>{title}</title>
        <desc id={`${key}-desc`}>{desc}</desc>
        <g className="text-muted-foreground" fontSize="11" fill="currentColor">
          {[0, 25, 50, 75, 100].map((v) => (
            <g key={v}>
              <line x1={M.left} x2={w - M.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={0.2} />
              <text x={M.left - 6} y={y(v)} dy="0.32em" textAnchor="end">{v}</text>
            </g>
          ))}
          {/* Every few months counted back from the last, which ends at the edge instead of running past it. */}
          {points.map((p, i) => ((points.length - 1 - i) % every === 0 ? (
            <text key={p.month} x={x(p.month)} y={h - 8} textAnchor={i === points.length - 1 ? "end" : "middle"} data-axis-label="">{monthText(p.month, locale, "short")}</text>
          ) : null))}
        </g>
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} data-testid="trend-line" />
        {points.map((p) => (p.share === null ? (
          <line key={p.month} x1={x(p.month)} x2={x(p.month)} y1={y(0)} y2={y(0) - 4} stroke="currentColor" strokeOpacity={0.35} data-gap={p.month} />
        ) : (
          <circle key={p.month} cx={x(p.month)} cy={y(p.share)} r={3} fill="currentColor" data-month={p.month} />
        )))}
      </svg>
    );
  };
  return (
    <figure className="min-w-0">
      {width ? draw(width, height, 3, id, `chart-${id}`) : (
        // Drawn at 720 units, a phone shrank the labels to 5 px: below `sm` a narrower drawing, labelled every six months.
        <>
          <div className="max-sm:hidden">{draw(720, height, 3, id, `chart-${id}`)}</div>
          <div className="sm:hidden">{draw(360, height, 6, `${id}-narrow`, `chart-${id}-narrow`)}</div>
        </>
      )}
      {/* The wrapper hides the table: a table grows to its rows whatever its own height, and on paper an sr-only one ran onto a second, blank page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead><tr><th scope="col">{headers.month}</th><th scope="col">{headers.value}</th></tr></thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}><th scope="row">{monthText(p.month, locale)}</th><td>{p.share === null ? headers.noData : percentText(p.share, locale)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
