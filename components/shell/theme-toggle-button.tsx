"use client";
import { useSyncExternalStore } from "react";
import type { Theme } from "@/lib/domain/theme";
import { currentTheme, storeTheme, subscribeTheme } from "@/lib/client/theme";

/** The theme switch with its labels given (by ThemeToggle from the messages, or by a server-rendered header). */
export function ThemeToggleButton({ labels }: { labels: Record<Theme, string> }) {
  const theme = useSyncExternalStore<Theme | null>(subscribeTheme, currentTheme, () => null);
  const next: Theme = theme === "light" ? "dark" : "light";
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      aria-label={labels[next]}
      title={labels[next]}
      onClick={() => storeTheme(next)}
      className="grid size-9 place-items-center rounded-md border border-border text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <span aria-hidden="true">{theme === "light" ? "☾" : "☀"}</span>
    </button>
  );
}
