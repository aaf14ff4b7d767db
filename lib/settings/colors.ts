/** The theme colour's names and checks, without the colour maths (./theme.ts), which only choosing a theme needs. */

export const defaultTheme = "#409eff";

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value);
}

export interface ThemePalette {
  /** The brand colour itself (borders, focus rings, accents). */
  theme: string;
  /** Filled controls with white text, and theme-coloured text on white: at least 4.5:1 both ways. */
  primary: string;
  /** Theme-coloured text on the dark sidebar. */
  onDark: string;
}

/** paletteFor(defaultTheme), as app/globals.css also ships it (tests/unit/shell-state.test.ts checks both). */
export const defaultPalette: ThemePalette = { theme: defaultTheme, primary: "#225487", onDark: "#b3d8ff" };
