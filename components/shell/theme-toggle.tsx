"use client";
import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import type { Theme } from "@/lib/domain/theme";
import { currentTheme, storeTheme, subscribeTheme } from "@/lib/client/theme";

export function ThemeToggle() {
  const t = useTranslations("shell.theme");
  const theme = useSyncExternalStore<Theme | null>(subscribeTheme, currentTheme, () => null);
  const next: Theme = theme === "light" ? "dark" : "light";
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      aria-label={t("toggle", { theme: t(next) })}
      title={t("toggle", { theme: t(next) })}
      onClick={() => storeTheme(next)}
      className="grid size-9 place-items-center rounded-md border border-border text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <span aria-hidden="true">{theme === "light" ? "☾" : "☀"}</span>
    </button>
  );
}
