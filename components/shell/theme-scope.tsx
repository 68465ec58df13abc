"use client";
import { useEffect } from "react";
import type { LayoutName } from "@/lib/domain/routes";
import { forcedTheme } from "@/lib/domain/theme";
import { applyThemeFor } from "@/lib/client/theme";

/** Re-applies the layout's theme after client-side navigation between layouts. */
export function ThemeScope({ layout }: { layout: LayoutName }) {
  useEffect(() => {
    const root = document.documentElement;
    const forced = forcedTheme(layout);
    if (forced) root.dataset.forcedTheme = forced;
    else delete root.dataset.forcedTheme;
    applyThemeFor(layout);
  }, [layout]);
  return null;
}
