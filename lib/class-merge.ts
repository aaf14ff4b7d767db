/**
 * Tailwind class conflict resolution for cn(): a later class wins over an earlier one of the same group under
 * the same variants (`px-4 … px-2` keeps `px-2`, `p-2 … px-4` keeps both, `px-4 … p-2` keeps `p-2`). It
 * follows tailwind-merge's groups for the utilities this code base writes, in a fraction of its size on every
 * page's first load; tests/unit/class-merge.test.ts holds it to tailwind-merge over every class in the code.
 * A utility it does not know is kept, like any class that is not Tailwind's.
 */
type Rule = string | ((value: string) => string | undefined);

const sizes = /^(\d?xs|sm|md|base|lg|\d?xl)$/;
const isNumber = (v: string) => v !== "" && !Number.isNaN(Number(v));
const arbitrary = (v: string) => /^[[(]/.test(v);
/** `[length:…]`, `[12px]`, `[calc(…)]`: an arbitrary value a Tailwind length utility would take. */
const isLength = (v: string) =>
  /^\[length:/.test(v) ||
  (/^\[[^:]*\]$/.test(v) && /\d(%|px|r?em|[sdl]?v[hw]|pt|ch|ex|mm|cm|in)|\b(calc|min|max|clamp)\(|^\[0\]$/.test(v));
/** The group when the value is one of `values` or arbitrary: a custom class such as `order-lines` stays out of `order`. */
const of = (group: string, values: RegExp) => (v: string) => (values.test(v) || arbitrary(v) ? group : undefined);
const spacing = /^(\d+(\.\d+)?|\d+\/\d+|px|auto|full|screen|[sld]?v[hw]|min|max|fit|none|prose|\d?xs|sm|md|lg|\d?xl)$/;
const numeric = /^(\d+(\.\d+)?|auto|none|first|last|initial)$/;
const widthOr = (width: string, other: string) => (v: string) => (isNumber(v) || isLength(v) ? width : other);

const sides = ["x", "y", "t", "r", "b", "l", "s", "e"];
const corners = ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"];
const lineStyles = new Set(["solid", "dashed", "dotted", "double", "hidden", "none"]);

const exact: Record<string, string> = {
  border: "border-w",
  rounded: "rounded",
  shadow: "shadow",
  ring: "ring-w",
  outline: "outline-w",
  transition: "transition",
  grow: "grow",
  shrink: "shrink",
  grayscale: "grayscale",
  "drop-shadow": "drop-shadow",
  "divide-x": "divide-x",
  "divide-y": "divide-y",
  truncate: "text-overflow",
  "sr-only": "sr",
  "not-sr-only": "sr",
  antialiased: "font-smoothing",
  "subpixel-antialiased": "font-smoothing",
  "tabular-nums": "fvn-spacing",
  "proportional-nums": "fvn-spacing",
  "normal-nums": "fvn-normal",
  "border-collapse": "border-collapse",
  "border-separate": "border-collapse",
  "ring-inset": "ring-w-inset",
};
for (const d of "block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item".split(" ")) exact[d] = "display";
for (const p of "static fixed absolute relative sticky".split(" ")) exact[p] = "position";
for (const v of "visible invisible collapse".split(" ")) exact[v] = "visibility";
for (const d of "underline overline line-through no-underline".split(" ")) exact[d] = "text-decoration-line";
for (const t of "uppercase lowercase capitalize normal-case".split(" ")) exact[t] = "text-transform";
for (const s of "italic not-italic".split(" ")) exact[s] = "font-style";

const prefixes: Record<string, Rule> = {
  text: (v) =>
    /^(left|center|right|justify|start|end)$/.test(v) ? "text-alignment"
    : /^(wrap|nowrap|balance|pretty)$/.test(v) ? "text-wrap"
    : /^(ellipsis|clip)$/.test(v) ? "text-overflow"
    : sizes.test(v) || isLength(v) ? "font-size"
    : "text-color",
  // tailwind-merge 3 takes Tailwind 3's bg-gradient-to-* for a colour, and so does this.
  bg: (v) =>
    /^(fixed|local|scroll)$/.test(v) ? "bg-attachment"
    : /^(auto|cover|contain)$/.test(v) ? "bg-size"
    : /^(none|linear-|radial|conic)/.test(v) || /^\[(url|image|(repeating-)?(linear|radial|conic)-gradient)/.test(v) ? "bg-image"
    : /^(no-)?repeat/.test(v) ? "bg-repeat"
    : "bg-color",
  border: (v) => (lineStyles.has(v) ? "border-style" : isNumber(v) || isLength(v) ? "border-w" : "border-color"),
  "border-spacing": of("border-spacing", spacing),
  rounded: "rounded",
  shadow: (v) => (sizes.test(v) || v === "none" || v === "inner" || /^\[(inset_)?-?(\d*\.?\d+[a-z]+|0)_/.test(v) ? "shadow" : "shadow-color"),
  "drop-shadow": (v) => (sizes.test(v) || v === "none" ? "drop-shadow" : "drop-shadow-color"),
  ring: widthOr("ring-w", "ring-color"),
  "ring-offset": widthOr("ring-offset-w", "ring-offset-color"),
  outline: (v) => (lineStyles.has(v) ? "outline-style" : isNumber(v) || isLength(v) ? "outline-w" : "outline-color"),
  "outline-offset": "outline-offset",
  divide: (v) => (lineStyles.has(v) ? "divide-style" : "divide-color"),
  "divide-x": "divide-x",
  "divide-y": "divide-y",
  font: (v) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(v) || isNumber(v) ? "font-weight" : "font-family",
  flex: (v) =>
    /^(row|col)(-reverse)?$/.test(v) ? "flex-direction" : /^(wrap|wrap-reverse|nowrap)$/.test(v) ? "flex-wrap" : "flex",
  items: of("align-items", /^(start|end|center|baseline|stretch)$/),
  justify: of("justify-content", /^(normal|start|end|center|between|around|evenly|stretch|baseline)$/),
  "justify-items": of("justify-items", /^(normal|start|end|center|stretch)$/),
  "justify-self": of("justify-self", /^(auto|start|end|center|stretch)$/),
  self: of("align-self", /^(auto|start|end|center|stretch|baseline)$/),
  content: (v) => (arbitrary(v) || v === "none" ? "content" : /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(v) ? "align-content" : undefined),
  "grid-cols": of("grid-cols", /^(\d+|none|subgrid)$/),
  "grid-rows": of("grid-rows", /^(\d+|none|subgrid)$/),
  col: of("col-start-end", /^(auto|span-(\d+|full))$/),
  row: of("row-start-end", /^(auto|span-(\d+|full))$/),
  overflow: of("overflow", /^(auto|hidden|clip|visible|scroll)$/),
  "overflow-x": of("overflow-x", /^(auto|hidden|clip|visible|scroll)$/),
  "overflow-y": of("overflow-y", /^(auto|hidden|clip|visible|scroll)$/),
  whitespace: of("whitespace", /^(normal|nowrap|pre|pre-line|pre-wrap|break-spaces)$/),
  break: (v) => (/^(normal|words|all|keep)$/.test(v) ? "break" : /^(before|after|inside)-/.test(v) ? `break-${v.split("-")[0]}` : undefined),
  object: (v) => (/^(contain|cover|fill|none|scale-down)$/.test(v) ? "object-fit" : /^(bottom|center|left|right|top)/.test(v) || arbitrary(v) ? "object-position" : undefined),
  list: (v) => (/^(inside|outside)$/.test(v) ? "list-style-position" : /^(disc|decimal|none)$/.test(v) || arbitrary(v) ? "list-style-type" : undefined),
  align: of("vertical-align", /^(baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/),
  "underline-offset": "underline-offset",
  "line-clamp": of("line-clamp", numeric),
  transition: of("transition", /^(all|colors|opacity|shadow|transform|none)$/),
  from: (v) => (/%$/.test(v) ? "gradient-from-pos" : "gradient-from"),
  via: (v) => (/%$/.test(v) ? "gradient-via-pos" : "gradient-via"),
  to: (v) => (/%$/.test(v) ? "gradient-to-pos" : "gradient-to"),
  "space-x": (v) => (v === "reverse" ? "space-x-reverse" : of("space-x", spacing)(v)),
  "space-y": (v) => (v === "reverse" ? "space-y-reverse" : of("space-y", spacing)(v)),
  select: of("select", /^(none|text|all|auto)$/),
  "pointer-events": of("pointer-events", /^(none|auto)$/),
  appearance: of("appearance", /^(none|auto)$/),
  animate: of("animate", /^(none|spin|ping|pulse|bounce)$/),
};
// Spacing and sizing utilities, and number-valued ones: the group is the prefix.
for (const g of [
  "p", "px", "py", "pt", "pr", "pb", "pl", "ps", "pe", "m", "mx", "my", "mt", "mr", "mb", "ml", "ms", "me",
  "gap", "gap-x", "gap-y", "w", "h", "min-w", "min-h", "max-w", "max-h", "size", "inset", "inset-x", "inset-y",
  "top", "right", "bottom", "left", "start", "end", "basis", "translate", "translate-x", "translate-y",
  "scroll-m", "scroll-mx", "scroll-my", "scroll-mt", "scroll-mr", "scroll-mb", "scroll-ml",
  "scroll-p", "scroll-px", "scroll-py", "scroll-pt", "scroll-pb", "indent",
]) prefixes[g] = of(g, spacing);
for (const g of ["z", "opacity", "order", "grow", "shrink", "duration", "delay", "rotate", "scale", "grayscale", "saturate"]) prefixes[g] = of(g, numeric);
for (const g of ["leading", "tracking", "ease", "cursor", "fill", "stroke", "origin", "aspect", "accent", "caret"]) prefixes[g] = g;
for (const s of sides) exact[`border-${s}`] = `border-w-${s}`;
for (const c of corners) exact[`rounded-${c}`] = `rounded-${c}`;
for (const s of sides) prefixes[`border-${s}`] = (v) => (isNumber(v) || isLength(v) ? `border-w-${s}` : `border-color-${s}`);
for (const c of corners) prefixes[`rounded-${c}`] = `rounded-${c}`;

const conflicts: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["ps", "pe", "pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["ms", "me", "mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "fvn-normal": ["fvn-spacing"],
  "fvn-spacing": ["fvn-normal"],
  "line-clamp": ["display", "overflow"],
  rounded: corners.map((c) => `rounded-${c}`),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": sides.map((s) => `border-w-${s}`),
  "border-w-x": ["border-w-s", "border-w-e", "border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": sides.map((s) => `border-color-${s}`),
  "border-color-x": ["border-color-s", "border-color-e", "border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  translate: ["translate-x", "translate-y"],
  "scroll-m": ["scroll-mx", "scroll-my", "scroll-mt", "scroll-mr", "scroll-mb", "scroll-ml"],
  "scroll-mx": ["scroll-mr", "scroll-ml"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
  "scroll-p": ["scroll-px", "scroll-py", "scroll-pt", "scroll-pb"],
};

/** Splits at `sep` outside brackets and parentheses. */
function splitTop(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === sep && depth === 0) {
      out.push(s.slice(from, i));
      from = i + 1;
    }
  }
  out.push(s.slice(from));
  return out;
}

export function groupOf(utility: string): string | undefined {
  const arbitraryProperty = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (arbitraryProperty) return `[${arbitraryProperty[1]}]`;
  const u = splitTop(utility.replace(/^-/, ""), "/")[0]!;
  if (Object.hasOwn(exact, u)) return exact[u];
  for (let i = u.lastIndexOf("-"); i > 0; i = u.lastIndexOf("-", i - 1)) {
    const prefix = u.slice(0, i);
    if (!Object.hasOwn(prefixes, prefix)) continue;
    const rule = prefixes[prefix]!;
    return typeof rule === "string" ? rule : rule(u.slice(i + 1));
  }
  return undefined;
}

/** The class list with each class that a later class overrides left out. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    const parts = splitTop(name, ":");
    let utility = parts.pop()!;
    const important = utility.startsWith("!") || utility.endsWith("!");
    utility = utility.replace(/^!|!$/g, "");
    const group = groupOf(utility);
    if (group) {
      const variant = parts.join(":") + (important ? "!" : "") + ":";
      if (taken.has(variant + group)) continue;
      taken.add(variant + group);
      for (const g of Object.hasOwn(conflicts, group) ? conflicts[group]! : []) taken.add(variant + g);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
