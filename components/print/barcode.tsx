import JsBarcode from "jsbarcode";

const moduleWidth = 1.6;
const barHeight = 48;
const fontSize = 14;
const textMargin = 2;

/** The bars of a Code128 symbol of `value`: each run of dark modules as its offset and width, in modules. */
function code128Bars(value: string): { modules: number; bars: { x: number; w: number }[] } {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: "CODE128" });
  const data = target.encodings?.map((e) => e.data).join("") ?? "";
  const bars: { x: number; w: number }[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] !== "1") continue;
    const x = i;
    while (data[i + 1] === "1") i++;
    bars.push({ x, w: i - x + 1 });
  }
  return { modules: data.length, bars };
}

/**
 * A Code128 barcode of `value` with its text below, drawn as SVG where it renders: on the server for a print
 * page, so the page ships no barcode code and the bars are in its first paint.
 * `struck`: the document is void; the bars are crossed out so nobody scans it by mistake.
 */
export function Barcode({ value, label, struck = false, testId = "notice-barcode" }: { value: string; label: string; struck?: boolean; testId?: string }) {
  const { modules, bars } = code128Bars(value);
  const width = modules * moduleWidth;
  const height = barHeight + textMargin + fontSize;
  const symbol = (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-value={value}
    >
      <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
      <g fill="#000000">
        {bars.map((b) => (
          <rect key={b.x} x={b.x * moduleWidth} y={0} width={b.w * moduleWidth} height={barHeight} />
        ))}
      </g>
      <text x={width / 2} y={height} textAnchor="middle" fontFamily="monospace" fontSize={fontSize}>
        {value}
      </text>
    </svg>
  );
  if (!struck) return symbol;
  return (
    <div className="relative" data-testid="barcode-struck">
      {symbol}
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full" preserveAspectRatio="none" viewBox="0 0 100 100">
        <line x1="0" y1="0" x2="100" y2="100" stroke="#b91c1c" strokeWidth="4" vectorEffect="non-scaling-stroke" />
        <line x1="0" y1="100" x2="100" y2="0" stroke="#b91c1c" strokeWidth="4" vectorEffect="non-scaling-stroke" />
      </svg>
    </div>
  );
}
