"use client";
import { useTranslations } from "next-intl";
import { ThemeToggleButton } from "./theme-toggle-button";

export function ThemeToggle() {
  const t = useTranslations("shell.theme");
  return <ThemeToggleButton labels={{ light: t("toggle", { theme: t("light") }), dark: t("toggle", { theme: t("dark") }) }} />;
}
