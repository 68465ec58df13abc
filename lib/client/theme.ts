import { DEFAULT_THEME, effectiveTheme, THEME_STORAGE_KEY, type Theme } from "@/lib/domain/theme";
import type { LayoutName } from "@/lib/domain/routes";

export function storedTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  window.dispatchEvent(new Event(THEME_EVENT));
}

export function applyThemeFor(layout: LayoutName): Theme {
  const theme = effectiveTheme(storedTheme(), layout);
  applyTheme(theme);
  return theme;
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  applyTheme(theme);
}

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme.
 * The server renders the forced theme for dashboard layouts, so this only acts when none is forced.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var r=document.documentElement;if(r.dataset.forcedTheme)return;var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});t=t==="light"||t==="dark"?t:${JSON.stringify(DEFAULT_THEME)};r.classList.remove("light","dark");r.classList.add(t);}catch(e){}})();`;

const THEME_EVENT = "murmur-theme";

/** The theme now on the page, for useSyncExternalStore. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

export function subscribeTheme(listener: () => void): () => void {
  window.addEventListener(THEME_EVENT, listener);
  return () => window.removeEventListener(THEME_EVENT, listener);
}
