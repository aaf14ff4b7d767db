import { defaultPalette, defaultTheme, isHexColor, type ThemePalette } from "./colors";

export const sizes = ["default", "medium", "small", "mini"] as const;
export type Size = (typeof sizes)[number];

export interface Settings {
  theme: string;
  /** The theme's shades, worked out when the theme is chosen (paletteFor in ./theme.ts) and stored with it. */
  palette: ThemePalette;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  pinyinSearch: boolean;
  size: Size;
  sidebarCollapsed: boolean;
}

/** docs/requirements.md §2 defaults: tabs view, fixed header, sidebar logo and pinyin search on; theme #409EFF. */
export const defaultSettings: Settings = {
  theme: defaultTheme,
  palette: defaultPalette,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  pinyinSearch: true,
  size: "default",
  sidebarCollapsed: false,
};

export const settingsKey = "ssp:settings";

const isBool = (v: unknown): v is boolean => typeof v === "boolean";
const flags = ["tagsView", "fixedHeader", "sidebarLogo", "pinyinSearch", "sidebarCollapsed"] as const;

/**
 * Settings from storage; every missing or invalid field takes its default (the theme and its palette go
 * together). Plain checks rather than a zod schema: these are the browser's own preferences, not a contract,
 * and zod would be in every page's first load.
 */
export function parseSettings(raw: unknown): Settings {
  const r: Record<string, unknown> = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const p = r.palette as Partial<ThemePalette> | undefined;
  const themed = isHexColor(r.theme) && isHexColor(p?.primary) && isHexColor(p?.onDark) && p?.theme === r.theme;
  const out: Settings = {
    ...defaultSettings,
    ...(themed ? { theme: r.theme as string, palette: { theme: p.theme, primary: p.primary, onDark: p.onDark } as ThemePalette } : {}),
    size: (sizes as readonly unknown[]).includes(r.size) ? (r.size as Size) : defaultSettings.size,
  };
  for (const k of flags) out[k] = isBool(r[k]) ? r[k] : defaultSettings[k];
  return out;
}

/** The <html> attributes and CSS variables that carry the settings to the whole page. */
export function documentState(settings: Settings): { attrs: Record<string, string>; vars: Record<string, string> } {
  const { palette } = settings;
  return {
    attrs: {
      "data-size": settings.size,
      "data-sidebar": settings.sidebarCollapsed ? "collapsed" : "open",
      "data-tags-view": settings.tagsView ? "on" : "off",
      "data-fixed-header": settings.fixedHeader ? "on" : "off",
      "data-sidebar-logo": settings.sidebarLogo ? "on" : "off",
    },
    vars: { "--theme": palette.theme, "--primary": palette.primary, "--theme-on-dark": palette.onDark },
  };
}
