/** Colour maths for the theme: the brand colour stays, text and filled controls get accessible shades. */
import { defaultTheme, isHexColor, type ThemePalette } from "./colors";

/** Sidebar background; active menu text is the theme lightened until it reads on it. */
export const sidebarBackground = "#304156";

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color-mix(in srgb, color p%, other)` with p in 0..100. */
export function mix(color: string, other: string, percent: number): string {
  const a = toRgb(color);
  const b = toRgb(other);
  return toHex(a.map((c, i) => c * (percent / 100) + b[i]! * (1 - percent / 100)) as Rgb);
}

/** The theme mixed with `toward` in 1 % steps until it reaches `ratio` against `background`. */
function shadeFor(theme: string, toward: string, background: string, ratio: number): string {
  for (let p = 100; p >= 0; p--) {
    const c = mix(theme, toward, p);
    if (contrast(c, background) >= ratio) return c;
  }
  return toward;
}

/** The CSS custom properties the shell sets for a theme colour (invalid input falls back to the default). */
export function paletteFor(theme: string): ThemePalette {
  const t = isHexColor(theme) ? theme.toLowerCase() : defaultTheme;
  return {
    theme: t,
    // WCAG AAA (7:1) for text, on the lightest tint the theme is shown on (accents are 10 % of it on white).
    primary: shadeFor(t, "#000000", mix(t, "#ffffff", 10), 7),
    onDark: shadeFor(t, "#ffffff", sidebarBackground, 7),
  };
}
