import type { LayoutName } from "./routes";

export type Theme = "dark" | "light";
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";

/** Dashboard layouts are always light; elsewhere the stored choice wins, dark by default. */
export function forcedTheme(layout: LayoutName | null | undefined): Theme | null {
  return layout === "dashboard" || layout === "dashboard-no-nav" ? "light" : null;
}

export function effectiveTheme(stored: string | null | undefined, layout?: LayoutName | null): Theme {
  return forcedTheme(layout) ?? (stored === "light" || stored === "dark" ? stored : DEFAULT_THEME);
}
