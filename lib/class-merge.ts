/**
 * Tailwind class conflict resolution for cn(): a later class wins over an earlier one of the same group under
 * the same variants (`px-4 … px-2` keeps `px-2`, `p-2 … px-4` keeps both, `px-4 … p-2` keeps `p-2`). It knows
 * tailwind-merge's groups for the utilities this code base writes, in a small part of its size on every page's
 * first load. tests/unit/class-merge.test.ts holds it to tailwind-merge over every class written in the code:
 * a class new to the code that it resolves differently fails there, and is then added here.
 * A class it does not know is kept, like any class that is not Tailwind's.
 */

/** `key=values;…` as a map of each key to its space-separated values. */
const table = (s: string) => new Map(s.split(";").map((e) => e.split("=") as [string, string]));

const lengthValue =
  /^([\d.]+|\d+\/\d+|px|auto|full|screen|[sld]?v[hw]|min|max|fit|none|prose|\d?xs|sm|md|lg|\d?xl|[[(].*)$/;
const numberValue = /^([\d.]+|auto|none|first|last|[[(].*)$/;
/** Utilities of each kind: their group is their prefix. */
const lengths = new Set(
  "p px py pt pr pb pl ps m mx my mt mr mb ml gap gap-x gap-y w h min-w min-h max-w max-h size inset inset-y top right bottom left basis translate-x translate-y scroll-mt scroll-my space-y border-spacing rounded".split(" "),
);
const numbers = new Set("z opacity order shrink grid-cols line-clamp rotate saturate".split(" "));
/** Utilities that take keywords (or an arbitrary value): their group is their prefix. */
const keywords = new Set(
  "items justify justify-items justify-self self overflow overflow-x overflow-y whitespace align cursor pointer-events animate leading tracking fill appearance transition underline-offset outline-offset list object aspect".split(" "),
);
/** Whole utilities: utility = group. */
const whole = new Map<string, string>();
for (const [group, names] of table(
  "display=block inline-block inline flex inline-flex grid hidden table table-cell contents;position=static fixed absolute relative sticky;visibility=visible invisible;font-style=italic;outline-w=outline;text-decoration-line=underline line-through;text-overflow=truncate;sr=sr-only not-sr-only;font-smoothing=antialiased;fvn-spacing=tabular-nums;border-collapse=border-collapse border-separate;ring-w-inset=ring-inset;border-w=border;rounded=rounded;grayscale=grayscale;filter=filter;drop-shadow=drop-shadow;divide-y=divide-y",
)) for (const name of names.split(" ")) whole.set(name, group);
/** What a group overrides: a later `p-2` drops an earlier `px-4`, not the other way round. */
const overrides = table(
  "p=px py pt pr pb pl ps;px=pr pl ps;py=pt pb;m=mx my mt mr mb ml;mx=mr ml;my=mt mb;gap=gap-x gap-y;size=w h;inset=inset-y top right bottom left;inset-y=top bottom;overflow=overflow-x overflow-y;flex=basis shrink;font-size=leading;line-clamp=display overflow;scroll-my=scroll-mt;border-w=border-w-t border-w-r border-w-b border-w-l;border-color=border-color-t border-color-r border-color-b border-color-l",
);

const isWidth = (v: string) => /^\d+$|^\[(length:|[\d.]+(px|r?em)\])/.test(v);
const lineStyle = /^(solid|dashed|dotted|double|hidden|none)$/;

/** The group of a utility whose name does not say it: text-sm is a size, text-red-700 a colour. */
function ambiguous(prefix: string, v: string): string | undefined {
  switch (prefix) {
    case "text":
      return /^(left|center|right|justify|start|end)$/.test(v) ? "text-alignment"
        : /^(wrap|nowrap|balance|pretty)$/.test(v) ? "text-wrap"
        : /^(\d?xs|sm|md|base|lg|\d?xl)$/.test(v) || /^\[(length:|[\d.]+(px|r?em)\])/.test(v) ? "font-size"
        : "text-color";
    case "bg":
      // tailwind-merge 3 takes Tailwind 3's bg-gradient-to-* for a colour, and so does this.
      return /^(none|linear-|radial|conic)/.test(v) ? "bg-image" : "bg-color";
    case "border":
    case "outline":
      return lineStyle.test(v) ? `${prefix}-style` : isWidth(v) ? `${prefix}-w` : `${prefix}-color`;
    case "ring":
    case "ring-offset":
    case "divide-y":
      return isWidth(v) ? `${prefix}-w` : `${prefix}-color`;
    case "shadow":
    case "drop-shadow":
      return /^(\d?xs|sm|md|lg|\d?xl|none|inner|\[(inset_)?-?[\d.]+[a-z]*_)/.test(v) ? prefix : `${prefix}-color`;
    case "font":
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(v) ? "font-weight" : "font-family";
    case "flex":
      return /^(row|col)/.test(v) ? "flex-direction" : /wrap$/.test(v) ? "flex-wrap" : "flex";
    case "divide":
      return "divide-color";
    case "from":
    case "to":
      return `gradient-${prefix}`;
    case "col":
      return /^span-/.test(v) ? "col-start-end" : undefined;
    case "content":
      return /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(v) ? "align-content" : undefined;
    case "select":
      return /^(none|text|all|auto)$/.test(v) ? prefix : undefined;
    case "break":
      return /^(normal|words|all|keep)$/.test(v) ? "break" : /^(before|after|inside)-/.test(v) ? v.split("-")[0] : undefined;
  }
  if (/^border-[xytrbl]$/.test(prefix)) return `border-${isWidth(v) ? "w" : "color"}${prefix.slice(6)}`;
}

export function groupOf(utility: string): string | undefined {
  const property = /^\[([a-z-]+):/.exec(utility);
  if (property) return property[1];
  const u = utility.replace(/^-/, "").replace(/\/[^\]]*$/, "");
  if (whole.has(u)) return whole.get(u);
  if (/^border-[xytrbl]$/.test(u)) return `border-w${u.slice(6)}`;
  for (let i = u.lastIndexOf("-"); i > 0; i = u.lastIndexOf("-", i - 1)) {
    const prefix = u.slice(0, i);
    const v = u.slice(i + 1);
    if (lengths.has(prefix)) return lengthValue.test(v) ? prefix : undefined;
    if (numbers.has(prefix)) return numberValue.test(v) ? prefix : undefined;
    if (keywords.has(prefix)) return prefix;
    const group = ambiguous(prefix, v);
    if (group) return group;
  }
}

/**
 * Merged lists by their input. The inputs are the class strings written in the code, a few hundred, and each is
 * merged again on every render of every cell and button that uses it: merging took a seventh of a list page's
 * start-up script time on a phone. The bound only guards against class strings built from data.
 */
const merged = new Map<string, string>();
const mergedBound = 2000;

/** The class list with each class that a later class overrides left out. */
export function mergeClasses(classList: string): string {
  let out = merged.get(classList);
  if (out === undefined) {
    if (merged.size >= mergedBound) merged.clear();
    out = merge(classList);
    merged.set(classList, out);
  }
  return out;
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    // variants end at the last colon outside brackets
    const cut = name.search(/:(?=[^:[\]]*(\[[^\]]*\][^:[\]]*)*$)/) + 1;
    const utility = name.slice(cut).replace(/^!|!$/g, "");
    const group = groupOf(utility);
    if (group) {
      const variant = name.slice(0, cut) + (utility.length < name.length - cut ? "!" : "");
      if (taken.has(variant + group)) continue;
      for (const g of [group, ...(overrides.get(group)?.split(" ") ?? [])]) taken.add(variant + g);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
