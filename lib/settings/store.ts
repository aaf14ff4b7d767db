"use client";

import { createStorageStore } from "./storage-store";
import { defaultSettings, documentState, parseSettings, settingsKey, type Settings } from "./settings";

const backing = createStorageStore("local", settingsKey, parseSettings, defaultSettings);

/** The shell settings of this browser (docs/requirements.md §2): persisted in localStorage, applied to <html>. */
export const settingsStore = {
  get: backing.get,
  subscribe: backing.subscribe,
  use: backing.use,
  /** A new theme comes with its palette: paletteFor(theme) from ./theme.ts. */
  update(patch: Partial<Omit<Settings, "theme" | "palette">> | Pick<Settings, "theme" | "palette">) {
    const next = { ...backing.get(), ...patch };
    backing.set(next);
    applySettings(next);
  },
  reset() {
    backing.set(defaultSettings);
    applySettings(defaultSettings);
  },
};

export function useSettings(): Settings {
  return backing.use();
}

/** Puts the settings on <html>: data-size and the layout flags as attributes, the palette as CSS variables. */
export function applySettings(settings: Settings, root: HTMLElement = document.documentElement): void {
  const { attrs, vars } = documentState(settings);
  for (const [name, value] of Object.entries(attrs)) root.setAttribute(name, value);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
