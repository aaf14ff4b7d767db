"use client";

import { createStorageStore } from "./storage-store";
import { defaultSettings, documentState, parseSettings, settingsKey, toStored, type Settings } from "./settings";

const backing = createStorageStore("local", settingsKey, parseSettings, defaultSettings);

/** The shell settings of this browser (docs/requirements.md §2): persisted in localStorage, applied to <html>. */
export const settingsStore = {
  get: backing.get,
  subscribe: backing.subscribe,
  use: backing.use,
  update(patch: Partial<Settings>) {
    const next = { ...backing.get(), ...patch };
    backing.set(toStored(next));
    applySettings(next);
  },
  reset() {
    backing.set(toStored(defaultSettings));
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
