"use client";

import { useEffect } from "react";
import { applySettings, settingsStore } from "@/lib/settings/store";

/** Keeps <html> in step with the settings, including changes made in another browser tab; marks the shell hydrated. */
export function SettingsSync() {
  useEffect(() => {
    const apply = () => applySettings(settingsStore.get());
    apply();
    document.documentElement.dataset.shellReady = "true";
    return settingsStore.subscribe(apply);
  }, []);
  return null;
}
